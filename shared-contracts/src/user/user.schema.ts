import { z } from 'zod';
import {
  booleanField,
  emailField,
  optionalPasswordField,
  optionalPhoneField,
  requiredText,
  uuidField,
} from '../common/fields';
import { ROLES } from '../labels';
import { VALIDATION_MESSAGES } from '../texts';
import { lazy } from '../common/lazy';

const roleSchema = lazy(() => z.enum(ROLES, { error: VALIDATION_MESSAGES.invalidValue }));

export const userSchema = lazy(() =>
  z.object({
    id: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: roleSchema,
    association_ids: z.array(z.string()),
    is_active: z.boolean(),
    created_at: z.string(),
  }),
);
export type User = z.infer<typeof userSchema>;

/**
 * POST /admin/users. Without a password the new user receives a link to choose one; with one,
 * a welcome email. association_ids only for association managers.
 */
export const userCreateSchema = lazy(() =>
  z.object({
    full_name: requiredText(200),
    email: emailField(),
    phone: optionalPhoneField(),
    role: roleSchema.default('donor'),
    password: optionalPasswordField(),
    association_ids: z.array(uuidField()).max(100).default([]),
    is_active: booleanField().default(true),
  }),
);
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** PUT /admin/users/{id}: any subset; an empty password keeps the current one. */
export const userUpdateSchema = lazy(() =>
  z.object({
    full_name: requiredText(200).optional(),
    email: emailField().optional(),
    phone: optionalPhoneField(),
    role: roleSchema.optional(),
    password: optionalPasswordField(),
    association_ids: z.array(uuidField()).max(100).optional(),
    is_active: booleanField().optional(),
  }),
);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** PUT /donor/profile: name, phone, password; the email cannot be changed (ignored if sent). */
export const donorProfileUpdateSchema = lazy(() =>
  z.object({
    full_name: requiredText(200).optional(),
    phone: optionalPhoneField(),
    password: optionalPasswordField(),
  }),
);
export type DonorProfileUpdateInput = z.input<typeof donorProfileUpdateSchema>;

/**
 * Its answer: the user, and after a password change a fresh `token` (the change ended every
 * session, the one that made it included; the caller keeps its session with this token).
 */
export const donorProfileUpdateResultSchema = lazy(() =>
  userSchema.extend({ token: z.string().optional() }),
);
export type DonorProfileUpdateResult = z.infer<typeof donorProfileUpdateResultSchema>;
