import { Grid, NativeSelect, PasswordInput, TextInput, Textarea } from '@mantine/core';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import type { FormFields } from 'shared-ui';
import type { SignUpValues } from '../hooks/sign-up-steps';

type TextFieldName = {
  [K in keyof SignUpValues]: SignUpValues[K] extends string ? K : never;
}[keyof SignUpValues];

/** One typed field of a sign-up step: where it sits and what its input needs beyond its label. */
export interface GridField {
  name: TextFieldName;
  /** Twelfths of the row from the small breakpoint up; on a phone every field takes the row. */
  span: 4 | 6 | 8 | 12;
  input?: 'text' | 'password' | 'select' | 'textarea';
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric';
  maxLength?: number;
  description?: string;
  /** The choices of a select. */
  data?: { value: string; label: string }[];
}

type InputProps = Omit<GridField, 'name' | 'span' | 'input'> & { label: string };

function FieldInput({ input, ...props }: InputProps & Pick<GridField, 'input'>) {
  switch (input) {
    case 'password':
      return <PasswordInput {...props} />;
    case 'select':
      return <NativeSelect {...props} />;
    case 'textarea':
      return <Textarea autosize minRows={4} maxRows={10} {...props} />;
    default:
      return <TextInput {...props} />;
  }
}

/** The fields of a step on a 12-column grid, each labelled by the sign-up texts. */
export function SignUpFieldGrid(props: {
  form: FormFields<SignUpValues>;
  fields: readonly GridField[];
}) {
  return (
    <Grid gap="md">
      {props.fields.map(({ name, span, ...field }) => (
        <Grid.Col key={name} span={span === 12 ? 12 : { base: 12, sm: span }}>
          <FieldInput label={SIGN_UP_TEXTS.fields[name]} {...field} {...props.form.field(name)} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
