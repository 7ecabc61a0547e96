// The super admin's calls for the dated tax settings.
import type { ApiClient } from '../http/client';
import { taxSettingSchema, type TaxSetting, type TaxSettingInput } from './tax-settings.schema';

/** GET /admin/tax-settings: every dated value with its source and status, newest first per key. */
export function getTaxSettings(client: ApiClient): Promise<TaxSetting[]> {
  return client.getList('/admin/tax-settings', { itemSchema: taxSettingSchema });
}

/** POST /admin/tax-settings: a new dated value, from today or later, with its source. */
export function addTaxSetting(client: ApiClient, input: TaxSettingInput): Promise<TaxSetting> {
  return client.post('/admin/tax-settings', input, { schema: taxSettingSchema });
}
