import { Button, Group, NativeSelect, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import {
  ApiError,
  TAX_SETTINGS_TEXTS as T,
  TAX_SETTING_KEYS,
  TAX_SETTING_LABELS,
  taxSettingUnit,
  toDateInputValue,
  type TaxSettingKey,
} from 'shared-contracts';
import { useFormFields } from 'shared-ui';
import { useAddTaxSetting } from '../hooks/use-tax-settings';

interface FormValues {
  key: TaxSettingKey;
  valid_from: string;
  value: string;
  source: string;
}

const KEY_OPTIONS = TAX_SETTING_KEYS.map((key) => ({ value: key, label: TAX_SETTING_LABELS[key] }));

/** Adds a dated value: from today on, with the text that sets it; the API's 422 per field. */
export function TaxSettingForm({ onAdded }: { onAdded: () => void }) {
  const today = toDateInputValue(new Date());
  const form = useFormFields<FormValues>({
    key: 'ceiling_75_cents',
    valid_from: today,
    value: '',
    source: '',
  });
  const { values, setErrors } = form;
  const add = useAddTaxSetting();
  // The API's 422 on its fields; editing a field clears its message.
  useEffect(() => {
    const issues = add.error instanceof ApiError ? add.error.fieldIssues : [];
    setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
  }, [add.error, setErrors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await add.run({ ...values, value: values.value.trim() });
    if (added) {
      form.reset({ ...values, value: '', source: '' });
      onAdded();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tax-setting-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tax-setting-form-title">
          {T.formTitle}
        </Title>
        <NativeSelect label={T.keyLabel} name="key" data={KEY_OPTIONS} {...form.field('key')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={T.validFromLabel}
            name="valid_from"
            type="date"
            required
            min={today}
            description={T.validFromHint}
            {...form.field('valid_from')}
          />
          <TextInput
            label={taxSettingUnit(values.key) === 'euros' ? T.valueLabelEuros : T.valueLabelPercent}
            name="value"
            inputMode="decimal"
            required
            {...form.field('value')}
          />
        </Group>
        <Textarea
          label={T.sourceLabel}
          name="source"
          required
          autosize
          minRows={2}
          {...form.field('source')}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
