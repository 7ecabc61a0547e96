import { Badge, Stack, Text, Title } from '@mantine/core';
import {
  TAX_SETTINGS_TEXTS as T,
  TAX_SETTING_LABELS,
  formatDate,
  formatEuros,
  type TaxSetting,
} from 'shared-contracts';
import { CallStates, DataTable } from 'shared-ui';
import { useTaxSettings } from '../hooks/use-tax-settings';
import { TaxSettingForm } from './TaxSettingForm';

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

/** The super admin's dated tax settings: their history with sources, and a new dated value. */
export default function TaxSettingsTab() {
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
