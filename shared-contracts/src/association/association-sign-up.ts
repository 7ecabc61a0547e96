import { z } from 'zod';
import { emailField, optionalPhoneField, passwordField, requiredText } from '../common/fields';
import { CATEGORIES, DEFAULT_CATEGORY, DOCUMENT_MAX_BYTES } from '../constants';
import type { ApiClient } from '../http/client';
import { compactIdentifier, isValidRna, isValidSiren } from '../validate/identifiers';
import { isFrenchPostalCode } from '../validate/postal-address';
import { VALIDATION_MESSAGES } from '../texts';
import type { FileLike } from '../validate/files';
import type { Association } from './association.schema';
import { lazy } from '../common/lazy';

// An association signs up inside the platform (issue 28): its record, its manager's account and
// the documents a reviewer needs, sent in one multipart call and saved as one pending
// association. The form and the API read the same rules from here.

/** The documents a reviewer needs, one file each: the multipart field name and its label. */
export const SIGN_UP_DOCUMENTS = [
  { field: 'statuts', label: 'Statuts de l’association' },
  { field: 'rib', label: 'RIB de l’association' },
  { field: 'identity', label: 'Pièce d’identité du représentant légal' },
] as const;
export type SignUpDocumentField = (typeof SIGN_UP_DOCUMENTS)[number]['field'];

/** PDF, JPEG or PNG (a scan or a photo of a paper), at most the documents' 5 Mo. */
export const SIGN_UP_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const SIGN_UP_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const SIGN_UP_DOCUMENT_ACCEPT = SIGN_UP_DOCUMENT_EXTENSIONS.join(',');

export const SIGN_UP_MESSAGES = {
  identifier:
    'Indiquez le numéro SIREN (9 chiffres) ou RNA (W suivi de 9 chiffres) de l’association',
  documentRequired: 'Veuillez joindre ce document',
  documentType: 'Format non accepté : joignez un fichier PDF, JPEG ou PNG',
  documentTooLarge: 'Le fichier ne doit pas dépasser 5 Mo',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  alreadyRegistered:
    'Une association portant ce numéro SIREN ou RNA est déjà inscrite. Si elle est la vôtre, connectez-vous ou contactez le support.',
  managerEmailTaken:
    'Un compte utilise déjà cette adresse email. Connectez-vous, ou choisissez une autre adresse pour le gérant.',
  sent: 'Votre demande d’inscription a bien été envoyée',
  failed: 'L’inscription n’a pas pu être envoyée. Veuillez réessayer.',
  rejectionReasonRequired: 'Veuillez indiquer le motif du refus',
} as const;

/** SIREN (9 digits, Luhn) or RNA ('W' + 9): stored compact in the column it belongs to. */
export function parseAssociationIdentifier(
  value: string,
): { siren: string } | { rna: string } | null {
  const compact = compactIdentifier(value);
  if (isValidSiren(compact)) return { siren: compact };
  if (isValidRna(compact)) return { rna: compact };
  return null;
}

/** The text fields of POST /associations/sign-up (multipart fields, all strings). */
export const associationSignUpSchema = lazy(() =>
  z.object({
    name: requiredText(200),
    category: z
      .enum(CATEGORIES, { error: VALIDATION_MESSAGES.invalidValue })
      .default(DEFAULT_CATEGORY),
    contact_email: emailField(),
    phone: optionalPhoneField(),
    address: requiredText(300),
    postal_code: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.required })
      .refine(isFrenchPostalCode, { error: VALIDATION_MESSAGES.postalCode }),
    city: requiredText(120),
    identifier: z
      .string({ error: SIGN_UP_MESSAGES.identifier })
      .refine((value) => parseAssociationIdentifier(value) !== null, {
        error: SIGN_UP_MESSAGES.identifier,
      }),
    description: requiredText(5000),
    manager_name: requiredText(120),
    manager_email: emailField(),
    manager_phone: optionalPhoneField(),
    password: passwordField(),
  }),
);
export type AssociationSignUpInput = z.input<typeof associationSignUpSchema>;
export type AssociationSignUpFields = z.output<typeof associationSignUpSchema>;

/** A sign-up document as the form checks it before sending (the API checks the bytes). */
export function validateSignUpDocument(file: FileLike | null | undefined): string | null {
  if (!file) return SIGN_UP_MESSAGES.documentRequired;
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  const extensionOk = (SIGN_UP_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
  const typeOk =
    !file.type || (SIGN_UP_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return SIGN_UP_MESSAGES.documentType;
  if (file.size > DOCUMENT_MAX_BYTES) return SIGN_UP_MESSAGES.documentTooLarge;
  return null;
}

export interface AssociationSignUpResult {
  association_id: string;
  status: 'pending';
}

/** POST /associations/sign-up: the fields and the three documents in one multipart body. */
export function signUpAssociation(
  client: ApiClient,
  input: AssociationSignUpInput,
  documents: Record<SignUpDocumentField, File>,
): Promise<AssociationSignUpResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const { field } of SIGN_UP_DOCUMENTS)
    form.append(field, documents[field], documents[field].name);
  return client.upload<AssociationSignUpResult>('/associations/sign-up', form);
}

/** POST /admin/associations/{id}/review: approve, or reject with a reason (required). */
export const associationReviewSchema = lazy(() =>
  z
    .object({
      status: z.enum(['approved', 'rejected'], { error: VALIDATION_MESSAGES.invalidValue }),
      reason: z
        .string()
        .trim()
        .max(2000, { error: VALIDATION_MESSAGES.maxLength(2000) })
        .optional(),
    })
    .superRefine((value, context) => {
      if (value.status === 'rejected' && !value.reason)
        context.addIssue({
          code: 'custom',
          path: ['reason'],
          message: SIGN_UP_MESSAGES.rejectionReasonRequired,
        });
    }),
);
export type AssociationReviewInput = z.input<typeof associationReviewSchema>;

// An operator may keep an external sign-up form (REGISTER_ASSOCIATION_URL, served in the runtime
// config): the shell sets it once at start, every 'Inscrire mon association' button reads it.
let externalSignUpUrl: string | null = null;

/** Sets (or clears, with null/blank) the external form that replaces the sign-up flow. */
export function configureAssociationSignUpUrl(url: string | null | undefined): void {
  externalSignUpUrl =
    typeof url === 'string' && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null;
}

/** The external form's address when the operator set one; null: the platform's own flow. */
export function externalAssociationSignUpUrl(): string | null {
  return externalSignUpUrl;
}

/** POST /admin/associations/{id}/review: the saved association (with its documents). */
export function reviewAdminAssociation(
  client: ApiClient,
  id: string,
  input: AssociationReviewInput,
): Promise<Association> {
  return client.post<Association>(`/admin/associations/${encodeURIComponent(id)}/review`, input);
}

export { SIGN_UP_TEXTS, REVIEW_TEXTS } from './association-sign-up.texts';
