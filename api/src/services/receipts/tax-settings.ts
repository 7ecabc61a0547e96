import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { toDateInputValue } from 'shared-contracts';
import type { Database } from '../../db/client';
import { taxSettings, type TaxSettingKey } from '../../db/schema/tax-receipts';
import type { Tx } from '../settlement/settlement-types';

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
