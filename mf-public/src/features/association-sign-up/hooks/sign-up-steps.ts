import {
  SIGN_UP_DOCUMENTS,
  SIGN_UP_MESSAGES,
  associationSignUpSchema,
  validateSignUpDocument,
  type SignUpDocumentField,
} from 'shared-contracts';

/** What the form holds: the text fields as typed, and one file per document. */
export interface SignUpValues {
  name: string;
  category: string;
  contact_email: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  identifier: string;
  description: string;
  manager_name: string;
  manager_email: string;
  manager_phone: string;
  password: string;
  password_confirmation: string;
  statuts: File | null;
  rib: File | null;
  identity: File | null;
}

export type SignUpField = keyof SignUpValues;

export const EMPTY_SIGN_UP: SignUpValues = {
  name: '',
  category: 'social',
  contact_email: '',
  phone: '',
  address: '',
  postal_code: '',
  city: '',
  identifier: '',
  description: '',
  manager_name: '',
  manager_email: '',
  manager_phone: '',
  password: '',
  password_confirmation: '',
  statuts: null,
  rib: null,
  identity: null,
};

/** The fields of each step, in the order the screen shows them (the summary has none). */
export const STEP_FIELDS: readonly (readonly SignUpField[])[] = [
  [
    'name',
    'category',
    'contact_email',
    'phone',
    'address',
    'postal_code',
    'city',
    'identifier',
    'description',
  ],
  ['manager_name', 'manager_email', 'manager_phone', 'password', 'password_confirmation'],
  SIGN_UP_DOCUMENTS.map((document) => document.field),
  [],
];

export const DOCUMENTS_STEP = 2;
export const SUMMARY_STEP = 3;

const TEXT_FIELDS = [...STEP_FIELDS[0]!, ...STEP_FIELDS[1]!].filter(
  (field) => field !== 'password_confirmation',
);

/** The text fields as the API reads them (no confirmation, no files). */
export function signUpInput(values: SignUpValues): Record<string, string> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] as string]));
}

export function signUpDocuments(values: SignUpValues): Record<SignUpDocumentField, File> {
  return { statuts: values.statuts!, rib: values.rib!, identity: values.identity! };
}

/** Every problem of the form by field, with the rules the API applies (shared-contracts). */
export function signUpErrors(values: SignUpValues): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};
  const parsed = associationSignUpSchema.safeParse(signUpInput(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as SignUpField;
      errors[field] ??= issue.message;
    }
  if (!errors.password && values.password !== values.password_confirmation)
    errors.password_confirmation = SIGN_UP_MESSAGES.passwordMismatch;
  for (const { field } of SIGN_UP_DOCUMENTS) {
    const problem = validateSignUpDocument(values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Only the errors of one step's fields. */
export function stepErrors(
  errors: Partial<Record<SignUpField, string>>,
  step: number,
): Partial<Record<SignUpField, string>> {
  const fields = STEP_FIELDS[step] ?? [];
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => fields.includes(field as SignUpField)),
  );
}

/** The first step holding one of these fields (the server's 422 sends the person back there). */
export function firstStepWith(fields: readonly string[]): number {
  const index = STEP_FIELDS.findIndex((step) => step.some((field) => fields.includes(field)));
  return index < 0 ? 0 : index;
}
