import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { validateAssociationForm, type Association, type FieldIssue } from 'shared-contracts';
import { useFormFields } from '../../hooks/use-form-fields';
import { EditorActions } from '../EditorActions/EditorActions';
import { AssociationEditorField } from './AssociationEditorField';
import {
  associationEditorValues,
  sectionsWithFields,
  type AssociationEditorField as Field,
  type AssociationEditorSection,
  type AssociationEditorValues,
} from './association-editor-fields';

export interface AssociationEditorTexts {
  /** The label of every field the layout shows. */
  labels: Partial<Record<Field, string>>;
  submit: string;
  /** The cancel button's text; shown with `onCancel`. */
  cancel?: string;
  /** Shown above the buttons while a field is refused by the form's rules. */
  fixErrors?: string;
}

export interface AssociationEditorProps {
  /** The record being edited; null on a create screen. */
  association: Association | null;
  /** The role's layout: its sections, their rows and fields. */
  sections: readonly AssociationEditorSection[];
  /** The fields shown when fewer than the layout's (the admin's create screen). */
  only?: readonly Field[];
  texts: AssociationEditorTexts;
  /** The role's 'can save' rule (shared-contracts); the button is disabled while it is false. */
  canSave?: (values: AssociationEditorValues) => boolean;
  /** Check a field with the form's rules as the person leaves it, not only on submit. */
  checkOnBlur?: boolean;
  /** The server's 422 answers, shown on their fields. */
  serverIssues?: readonly FieldIssue[];
  /** Called with the values once the form's rules (spec section 5) pass. */
  onSubmit: (values: AssociationEditorValues) => unknown;
  isSaving: boolean;
  onCancel?: () => void;
  /** Above the fields: a hint, a warning. */
  header?: ReactNode;
  /** Between the fields and the buttons: documents, the last failure. */
  footer?: ReactNode;
  /** The form's accessible name. */
  label?: string;
}

/**
 * The association's create and edit form for every role: the role gives its layout, texts and
 * 'can save' rule; the values are checked with the rules the API applies (shared-contracts).
 * No fetching: the page loads the record and sends what `onSubmit` hands it.
 */
export function AssociationEditor(props: AssociationEditorProps) {
  const { texts, serverIssues = [], isSaving } = props;
  const form = useFormFields(() => associationEditorValues(props.association), {
    validate: validateAssociationForm,
    checkOnBlur: props.checkOnBlur,
  });
  const issues: Partial<Record<string, string>> = Object.fromEntries(
    serverIssues.map((issue) => [issue.path, issue.message]),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) void props.onSubmit(form.values);
  };
  const fieldOf = (name: Field) => (
    <AssociationEditorField
      key={name}
      name={name}
      label={texts.labels[name] ?? name}
      binding={{ ...form.field(name), error: form.errors[name] ?? issues[name] }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="lg">
        {props.header}
        {sectionsWithFields(props.sections, props.only).map((section) => (
          <Fieldset key={section.legend} legend={section.legend} style={{ minWidth: 0 }}>
            <Stack gap="sm">
              {section.rows.map((row, index) =>
                'note' in row ? (
                  <Text key={index} size="xs" c="gray.7">
                    {row.note}
                  </Text>
                ) : (
                  <SimpleGrid key={index} cols={{ base: 1, sm: row.cols }} spacing="sm">
                    {row.fields.map(fieldOf)}
                  </SimpleGrid>
                ),
              )}
            </Stack>
          </Fieldset>
        ))}
        {props.footer}
        <EditorActions
          problem={Object.values(form.errors).some(Boolean) && texts.fixErrors}
          submitLabel={texts.submit}
          canSubmit={props.canSave?.(form.values) ?? true}
          isSaving={isSaving}
          onCancel={props.onCancel}
          cancelLabel={texts.cancel}
        />
      </Stack>
    </form>
  );
}
