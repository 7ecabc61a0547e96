import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  ApiError,
  TAX_SETTINGS_TEXTS as T,
  TAX_SETTING_KEYS,
  TAX_SETTING_LABELS,
  formatDate,
  formatEuros,
  taxSettingUnit,
  toDateInputValue,
  type TaxSetting,
  type TaxSettingKey,
} from 'shared-contracts';
import { CallStates, DataTable } from 'shared-ui';
import { useAddTaxSetting, useTaxSettings } from '../hooks/use-tax-settings';

const STATUS_COLORS: Record<TaxSetting['status'], string> = {
  in_force: 'green',
  upcoming: 'blue',
  past: 'gray',
};
const STATUS_LABELS: Record<TaxSetting['status'], string> = {
  in_force: T.inForce,
  upcoming: T.upcoming,
  past: T.past,
};

const valueText = (setting: TaxSetting): string =>
  setting.unit === 'euros' ? formatEuros(setting.value) : `${setting.value} %`;

/** The history of every dated setting, newest first per setting. */
function TaxSettingsTable({ settings }: { settings: TaxSetting[] }) {
  return (
    <DataTable
      label={T.tableLabel}
      minWidth={760}
      rows={settings}
      rowKey={(setting) => `${setting.key}-${setting.valid_from}`}
      columns={[
        { header: T.columns.setting, cell: (setting) => TAX_SETTING_LABELS[setting.key] },
        {
          header: T.columns.validFrom,
          cell: (setting) => formatDate(`${setting.valid_from}T12:00:00Z`),
        },
        { header: T.columns.value, numeric: true, cell: valueText },
        {
          header: T.columns.status,
          noWrap: true,
          cell: (setting) => (
            <Badge
              color={STATUS_COLORS[setting.status]}
              variant="light"
              tt="none"
              // The cell is narrow: the whole word, never 'EN VI…'.
              style={{ minWidth: 'max-content' }}
            >
              {STATUS_LABELS[setting.status]}
            </Badge>
          ),
        },
        { header: T.columns.source, cell: (setting) => setting.source || T.noSource },
      ]}
    />
  );
}

interface FormValues {
  key: TaxSettingKey;
  valid_from: string;
  value: string;
  source: string;
}

const KEY_OPTIONS = TAX_SETTING_KEYS.map((key) => ({ value: key, label: TAX_SETTING_LABELS[key] }));

/** Adds a dated value: from today on, with the text that sets it; the API's 422 per field. */
function TaxSettingForm({ onAdded }: { onAdded: () => void }) {
  const today = toDateInputValue(new Date());
  const [values, setValues] = useState<FormValues>({
    key: 'ceiling_75_cents',
    valid_from: today,
    value: '',
    source: '',
  });
  const add = useAddTaxSetting();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const issues = add.error instanceof ApiError ? add.error.fieldIssues : [];
  const errorOf = (field: keyof FormValues) =>
    issues.find((issue) => issue.path === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await add.run({ ...values, value: values.value.trim() });
    if (added) {
      setValues((current) => ({ ...current, value: '', source: '' }));
      onAdded();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tax-setting-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tax-setting-form-title">
          {T.formTitle}
        </Title>
        <NativeSelect
          label={T.keyLabel}
          name="key"
          data={KEY_OPTIONS}
          value={values.key}
          error={errorOf('key')}
          onChange={(event) => set('key', event.currentTarget.value as TaxSettingKey)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={T.validFromLabel}
            name="valid_from"
            type="date"
            required
            min={today}
            description={T.validFromHint}
            value={values.valid_from}
            error={errorOf('valid_from')}
            onChange={(event) => set('valid_from', event.currentTarget.value)}
          />
          <TextInput
            label={taxSettingUnit(values.key) === 'euros' ? T.valueLabelEuros : T.valueLabelPercent}
            name="value"
            inputMode="decimal"
            required
            value={values.value}
            error={errorOf('value')}
            onChange={(event) => set('value', event.currentTarget.value)}
          />
        </Group>
        <Textarea
          label={T.sourceLabel}
          name="source"
          required
          autosize
          minRows={2}
          value={values.source}
          error={errorOf('source')}
          onChange={(event) => set('source', event.currentTarget.value)}
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

/** The super admin's dated tax settings: their history with sources, and a new dated value. */
export function TaxSettingsTab() {
  const settings = useTaxSettings();
  return (
    <CallStates call={settings} lines={6} errorMessage={T.loadError}>
      {(data) => (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {T.title}
            </Title>
            <Text c="dimmed">{T.intro}</Text>
          </Stack>
          <TaxSettingsTable settings={data} />
          <TaxSettingForm onAdded={settings.reload} />
        </Stack>
      )}
    </CallStates>
  );
}
