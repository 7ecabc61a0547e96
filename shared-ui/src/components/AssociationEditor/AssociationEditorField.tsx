import { NativeSelect, TextInput } from '@mantine/core';
import { CATEGORIES, CATEGORY_LABELS } from 'shared-contracts';
import type { FieldBinding } from '../../hooks/use-form-fields';
import { RichTextEditor } from '../../rich-text-editor/RichTextEditor';
import type { AssociationEditorField as Field } from './association-editor-fields';

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

const INPUT_TYPES: Partial<Record<Field, string>> = {
  contact_email: 'email',
  email: 'email',
  manager_email: 'email',
  phone: 'tel',
  manager_phone: 'tel',
  website: 'url',
};
const REQUIRED: readonly Field[] = ['name', 'contact_email', 'category'];
const NUMERIC: readonly Field[] = ['postal_code', 'siren'];

/** One field of the association editor: the category a select, the description rich text. */
export function AssociationEditorField({
  name,
  label,
  binding,
}: {
  name: Field;
  label: string;
  binding: FieldBinding<string>;
}) {
  if (name === 'description')
    return <RichTextEditor label={label} value={binding.value} onChange={binding.onChange} />;
  if (name === 'category')
    return <NativeSelect label={label} name={name} required data={CATEGORY_OPTIONS} {...binding} />;
  return (
    <TextInput
      label={label}
      name={name}
      type={INPUT_TYPES[name] ?? 'text'}
      required={REQUIRED.includes(name)}
      inputMode={NUMERIC.includes(name) ? 'numeric' : undefined}
      autoComplete={name === 'postal_code' ? 'postal-code' : 'off'}
      {...binding}
    />
  );
}
