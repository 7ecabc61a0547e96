import { z } from 'zod';
import { isRealIsoDate, optionalText } from '../common/fields';
import { pageSchema } from '../common/wire-shapes';
import { AUDIT_LOG_MESSAGES, AUDIT_LOG_PAGE_SIZE } from './audit.messages';
import { lazy } from '../common/lazy';

const AUDIT_ACTION = /^[a-z_]+\.[a-z_]+$/;
const AUDIT_ENTITY = /^[a-z_]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional filter that must match `pattern` ('' means none). */
const optionalMatching = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: message }).trim().regex(pattern, { error: message }).optional(),
  );

/** A calendar day, YYYY-MM-DD, counted in Paris time by the API. */
const optionalDay = () =>
  optionalMatching(DAY, AUDIT_LOG_MESSAGES.invalidDay).refine(
    (value) => value === undefined || isRealIsoDate(value),
    { error: AUDIT_LOG_MESSAGES.invalidDay },
  );

/** GET /admin/audit-log: every filter optional; `from` and `to` are whole days, both included. */
export const auditLogSearchSchema = lazy(() =>
  z
    .object({
      actor_email: optionalText(254),
      action: optionalMatching(AUDIT_ACTION, AUDIT_LOG_MESSAGES.invalidAction),
      entity_type: optionalMatching(AUDIT_ENTITY, AUDIT_LOG_MESSAGES.invalidEntityType),
      entity_id: optionalText(100),
      from: optionalDay(),
      to: optionalDay(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(AUDIT_LOG_PAGE_SIZE),
    })
    .refine((search) => !search.from || !search.to || search.from <= search.to, {
      path: ['to'],
      error: AUDIT_LOG_MESSAGES.toBeforeFrom,
    }),
);
export type AuditLogSearch = z.input<typeof auditLogSearchSchema>;

/** One recorded action: who (as they were then), when, what, and the values before and after. */
export const auditEntrySchema = lazy(() =>
  z.object({
    id: z.string(),
    occurred_at: z.string(),
    actor_id: z.string().nullable(),
    actor_role: z.string(),
    actor_email: z.string(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = lazy(() => pageSchema(auditEntrySchema));
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The Journal's filters checked before a search, by the API's own rules: one message per field. */
export function auditLogSearchErrors(search: AuditLogSearch): Record<string, string> {
  const result = auditLogSearchSchema.safeParse(search);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
  return errors;
}
