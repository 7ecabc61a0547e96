import { FORM_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { isBlank, validateForm, type FieldRules, type FormErrors } from './fields';

/** Admin association form: the save button needs a name and a contact email. */
export function canSaveAssociation(input: {
  name?: string | null;
  contact_email?: string | null;
}): boolean {
  return !isBlank(input.name) && !isBlank(input.contact_email);
}

/** On submit without an association: 'Veuillez sélectionner une association'. */
export function validateCampaignAssociation(
  associationId: string | null | undefined,
): string | null {
  return isBlank(associationId) ? FORM_MESSAGES.selectAssociation : null;
}

export type CampaignFormField =
  'title' | 'description' | 'story' | 'association_id' | 'target_amount';

/**
 * The campaign editor's one rule, the admin's and the manager's: a title and a short description
 * (the fields the admin's button waits for); the story where the form asks for it (the
 * manager's: the spec's second reading also requires it, and a user expects the
 * labelled-required story to be asked for); the association where the form picks one (the
 * admin's); a target that reads as a number. The errors by field; empty when it may be sent.
 */
export function campaignFormErrors(
  values: {
    title?: string | null;
    description?: string | null;
    story?: string | null;
    association_id?: string | null;
    target_amount?: string | number | null;
  },
  options: { requireStory: boolean; requireAssociation: boolean },
): Partial<Record<CampaignFormField, string>> {
  const errors: Partial<Record<CampaignFormField, string>> = {};
  if (isBlank(values.title)) errors.title = VALIDATION_MESSAGES.required;
  if (isBlank(values.description)) errors.description = VALIDATION_MESSAGES.required;
  if (options.requireStory && isBlank(values.story)) errors.story = VALIDATION_MESSAGES.required;
  const association = options.requireAssociation
    ? validateCampaignAssociation(values.association_id)
    : null;
  if (association) errors.association_id = association;
  if (!isBlank(values.target_amount) && parseTargetAmount(values.target_amount) === null)
    errors.target_amount = VALIDATION_MESSAGES.invalidNumber;
  return errors;
}

/** Admin user form: full name and email enable the button. */
export function canSaveUser(input: { full_name?: string | null; email?: string | null }): boolean {
  return !isBlank(input.full_name) && !isBlank(input.email);
}

/** target_amount as typed: a number, or null (continuous funding) when empty or not a number. */
export function parseTargetAmount(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input === null || input === undefined || input.trim() === '') return null;
  const n = Number(input.replace(',', '.').replace(/\s/g, ''));
  return Number.isFinite(n) ? n : null;
}

/**
 * Donor profile edit: only the changed, non-empty fields are sent; null means nothing changed
 * (show 'Aucune modification détectée'). The email is not editable and never sent.
 */
export function changedProfileFields(
  current: { full_name?: string | null; phone?: string | null },
  edited: { full_name?: string | null; phone?: string | null; password?: string | null },
): { full_name?: string; phone?: string; password?: string } | null {
  const changes: { full_name?: string; phone?: string; password?: string } = {};
  const fullName = edited.full_name?.trim();
  if (fullName && fullName !== (current.full_name ?? '')) changes.full_name = fullName;
  const phone = edited.phone?.trim();
  if (phone && phone !== (current.phone ?? '')) changes.phone = phone;
  if (edited.password) changes.password = edited.password;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The association form's rules (manager and admin), checked before sending as the API does. */
const ASSOCIATION_FORM_RULES = {
  name: { required: true, maxLength: 200 },
  contact_email: { required: true, email: true },
  email: { email: true },
  phone: { phone: true },
  website: { website: true },
  postal_code: { postalCode: true },
  siret: { siret: true },
  siren: { siren: true },
  rna: { rna: true },
  iban: { iban: true },
  bic: { bic: true },
  manager_email: { email: true },
  manager_phone: { phone: true },
} as const satisfies Record<string, FieldRules>;

export type AssociationFormField = keyof typeof ASSOCIATION_FORM_RULES;

/** Errors of the association form by field; empty when it may be sent. */
export function validateAssociationForm(
  values: Partial<Record<AssociationFormField, string | null | undefined>>,
): FormErrors<Record<AssociationFormField, unknown>> {
  return validateForm(values as Record<AssociationFormField, unknown>, ASSOCIATION_FORM_RULES);
}
