import {
  TAX_SETTINGS_TEXTS,
  addTaxSetting,
  getTaxSettings,
  type TaxSettingInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction, useApiCall } from 'shared-ui';

/** GET /admin/tax-settings: every dated value with its source and status. */
export function useTaxSettings() {
  return useApiCall((client) => getTaxSettings(client), []);
}

/** POST /admin/tax-settings: a new dated value (from today on), with its source. */
export function useAddTaxSetting() {
  return useApiAction(async (client, _signal, input: TaxSettingInput) => {
    const added = await addTaxSetting(client, input);
    showSuccessToast(TAX_SETTINGS_TEXTS.added);
    return added;
  });
}
