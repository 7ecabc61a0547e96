import { z } from 'zod';
import { TAX_ELIGIBILITY_VALUES } from '../tax-receipt/tax-receipt.schema';
import {
  emailField,
  optionalBicField,
  optionalEmailField,
  optionalIbanField,
  optionalPhoneField,
  optionalPostalCodeField,
  optionalRnaField,
  optionalSirenField,
  optionalSiretField,
  optionalWebsiteField,
  optionalText,
  optionalUrlField,
  requiredText,
} from '../common/fields';
import { CATEGORIES, DEFAULT_CATEGORY } from '../constants';
import { ASSOCIATION_STATUSES } from '../labels';
import { documentSchema } from '../document/document.schema';
import { VALIDATION_MESSAGES } from '../texts';
import { lazy } from '../common/lazy';

export const categorySchema = lazy(() =>
  z.enum(CATEGORIES, { error: VALIDATION_MESSAGES.invalidValue }),
);
const associationStatusSchema = lazy(() =>
  z.enum(ASSOCIATION_STATUSES, {
    error: VALIDATION_MESSAGES.invalidValue,
  }),
);

/** What anybody may read: no bank details, no manager contact, no documents. */
export const publicAssociationSchema = lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: categorySchema,
    contact_email: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Number and street; the postal code and the commune apart (Cerfa 11580*05's block). */
    address: z.string().nullable(),
    postal_code: z.string().nullable().optional(),
    website: z.string().nullable(),
    city: z.string().nullable(),
    image_url: z.string().nullable(),
    status: associationStatusSchema,
    raised_amount: z.number(),
    /** 66 or 75 when the super admin verified its reçus fiscaux eligibility, else null. */
    tax_receipt_rate: z.number().nullable().optional(),
    total_campaigns: z.number(),
    created_at: z.string(),
    association_code: z.string().nullable(),
    siret: z.string().nullable(),
    siren: z.string().nullable().optional(),
    rna: z.string().nullable(),
    ape_code: z.string().nullable(),
    ccam_code: z.string().nullable(),
  }),
);
export type PublicAssociation = z.infer<typeof publicAssociationSchema>;

/** The full record, for its managers and the super admin. Bank fields under both spellings. */
export const associationSchema = lazy(() =>
  publicAssociationSchema.extend({
    tax_eligibility: z.enum(TAX_ELIGIBILITY_VALUES).optional(),
    tax_purpose: z.string().nullable().optional(),
    tax_legal_status: z.string().nullable().optional(),
    signatory_name: z.string().nullable().optional(),
    signatory_title: z.string().nullable().optional(),
    tax_document_url: z.string().nullable().optional(),
    iban: z.string().nullable(),
    bic: z.string().nullable(),
    rib_iban: z.string().nullable(),
    rib_bic: z.string().nullable(),
    bank_name: z.string().nullable(),
    manager_name: z.string().nullable(),
    manager_email: z.string().nullable(),
    manager_phone: z.string().nullable(),
    documents: z.array(documentSchema),
  }),
);
export type Association = z.infer<typeof associationSchema>;

/** Editable fields shared by the admin and manager forms (all optional: PUT is partial). */
const editableFields = lazy(() => ({
  description: optionalText(20_000),
  email: optionalEmailField(),
  phone: optionalPhoneField(),
  address: optionalText(300),
  postal_code: optionalPostalCodeField(),
  website: optionalWebsiteField(),
  city: optionalText(120),
  image_url: optionalUrlField(),
  association_code: optionalText(50),
  siret: optionalSiretField(),
  siren: optionalSirenField(),
  ccam_code: optionalText(30),
  ape_code: optionalText(30),
  rna: optionalRnaField(),
  iban: optionalIbanField(),
  bic: optionalBicField(),
  rib_iban: optionalIbanField(),
  rib_bic: optionalBicField(),
  bank_name: optionalText(120),
  manager_name: optionalText(120),
  manager_email: optionalEmailField(),
  manager_phone: optionalPhoneField(),
}));

/** POST /admin/associations: name and contact_email required, category defaults to social. */
export const associationCreateSchema = lazy(() =>
  z.object({
    name: requiredText(200),
    contact_email: emailField(),
    category: categorySchema.default(DEFAULT_CATEGORY),
    ...editableFields,
  }),
);
export type AssociationCreateInput = z.input<typeof associationCreateSchema>;

/** PUT /admin/associations/{id}: any subset of the record, status included. */
export const associationUpdateSchema = lazy(() =>
  z.object({
    name: requiredText(200).optional(),
    contact_email: emailField().optional(),
    category: categorySchema.optional(),
    status: associationStatusSchema.optional(),
    ...editableFields,
  }),
);
export type AssociationUpdateInput = z.input<typeof associationUpdateSchema>;

/** PUT /dashboard/association: a manager edits everything but the moderation status. */
export const managerAssociationUpdateSchema = lazy(() =>
  associationUpdateSchema.omit({ status: true }),
);
export type ManagerAssociationUpdateInput = z.input<typeof managerAssociationUpdateSchema>;

/** ?search= (or q=) and ?category= on the public lists (spec section 5). */
export const catalogueQuerySchema = lazy(() =>
  z.object({
    search: z.string().trim().max(200).optional().catch(undefined),
    q: z.string().trim().max(200).optional().catch(undefined),
    category: z.string().trim().max(50).optional().catch(undefined),
  }),
);
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;
