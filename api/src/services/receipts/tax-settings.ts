import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  TAX_SETTINGS_MESSAGES,
  eurosToCents,
  taxSettingUnit,
  toDateInputValue,
  type TaxSetting,
  type taxSettingInputSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { taxSettings, type TaxSettingKey } from '../../db/schema/tax-receipts';
import { fieldError } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * The value of a dated setting on a day (YYYY-MM-DD): the row with the latest valid_from not
 * after it; before the first row, the first row (the migration seeds every key).
 */
export async function taxSettingOn(
  db: Database | Tx,
  key: TaxSettingKey,
  day: string,
): Promise<number> {
  const [inForce] = await db
    .select({ value: taxSettings.value })
    .from(taxSettings)
    .where(and(eq(taxSettings.key, key), lte(taxSettings.validFrom, day)))
    .orderBy(desc(taxSettings.validFrom))
    .limit(1);
  if (inForce) return inForce.value;
  const [first] = await db
    .select({ value: taxSettings.value })
    .from(taxSettings)
    .where(eq(taxSettings.key, key))
    .orderBy(asc(taxSettings.validFrom))
    .limit(1);
  if (!first) throw new Error(`tax setting ${key} has no value`);
  return first.value;
}

/** The calendar day of an instant in France, where the receipts' years and dates are counted. */
export function parisDay(instant: Date): string {
  return toDateInputValue(instant);
}

const toWire = (key: TaxSettingKey, stored: number): number =>
  taxSettingUnit(key) === 'euros' ? centsToEuros(stored) : stored;

/**
 * Every dated value, grouped by key and newest first, each with its status on `today`: the
 * row in force, those it replaced, and those still to come.
 */
export async function listTaxSettings(db: Database, today: string): Promise<TaxSetting[]> {
  const rows = await db
    .select()
    .from(taxSettings)
    .orderBy(asc(taxSettings.key), desc(taxSettings.validFrom));
  const inForce = new Map<string, string>();
  for (const row of rows)
    if (row.validFrom <= today && !inForce.has(row.key)) inForce.set(row.key, row.validFrom);
  return rows.map((row) => ({
    key: row.key,
    valid_from: row.validFrom,
    value: toWire(row.key, row.value),
    unit: taxSettingUnit(row.key),
    source: row.source,
    status:
      row.validFrom > today
        ? 'upcoming'
        : inForce.get(row.key) === row.validFrom
          ? 'in_force'
          : 'past',
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * The super admin adds a dated value (a new finance law, a revalued cap). Only from today on
 * (Paris): a day already passed may have issued receipts with the value then in force, and a
 * receipt never changes, so the past is never rewritten (a retroactive law is a migration,
 * reviewed like code). Two values of one key on one day are refused (422), never overwritten.
 */
export async function addTaxSetting(
  db: Database,
  input: z.output<typeof taxSettingInputSchema>,
  today: string,
  actor: AuditActor,
): Promise<TaxSetting> {
  if (input.valid_from < today) throw fieldError('valid_from', TAX_SETTINGS_MESSAGES.validFromPast);
  const value = taxSettingUnit(input.key) === 'euros' ? eurosToCents(input.value) : input.value;
  const row = await db.transaction(async (tx) => {
    // Before: the value in force on that day until now (none before the key's first row).
    const [inForce] = await tx
      .select()
      .from(taxSettings)
      .where(and(eq(taxSettings.key, input.key), lte(taxSettings.validFrom, input.valid_from)))
      .orderBy(desc(taxSettings.validFrom))
      .limit(1);
    const [inserted] = await tx
      .insert(taxSettings)
      .values({ key: input.key, validFrom: input.valid_from, value, source: input.source })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw fieldError('valid_from', TAX_SETTINGS_MESSAGES.duplicate);
    const facts = (setting: typeof inserted) =>
      setting && {
        valid_from: setting.validFrom,
        value: toWire(input.key, setting.value),
        source: setting.source,
      };
    await recordAudit(tx, {
      actor,
      action: 'tax_settings.update',
      entity: 'tax_settings',
      entityId: input.key,
      before: facts(inForce) ?? null,
      after: facts(inserted),
    });
    return inserted;
  });
  const [listed] = (await listTaxSettings(db, today)).filter(
    (setting) => setting.key === row.key && setting.valid_from === row.validFrom,
  );
  return listed!;
}
