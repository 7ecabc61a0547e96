import { NativeSelect, TextInput } from '@mantine/core';
import { AUDIT_LOG_TEXTS as T } from 'shared-contracts/src/audit/audit.texts';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from 'shared-contracts/src/audit/audit.texts';
import { SearchForm, type SearchFiltersProps } from '../../../components/SearchForm';
import type { AuditFilters } from '../hooks/use-audit-log';

const options = (labels: Record<string, string>, any: string) => [
  { value: '', label: any },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];
const ACTION_OPTIONS = options(AUDIT_ACTION_LABELS, T.anyAction);
const ENTITY_OPTIONS = options(AUDIT_ENTITY_LABELS, T.anyEntity);

/** The Journal's filters: author, action, element and a range of days; Enter searches. */
export function AuditLogFilters({ form, ...actions }: SearchFiltersProps<AuditFilters>) {
  return (
    <SearchForm label={T.title} cols={{ base: 1, xs: 2, md: 3 }} texts={T} {...actions} noValidate>
      <TextInput label={T.actorEmail} type="search" {...form.field('actor_email')} />
      <NativeSelect label={T.action} data={ACTION_OPTIONS} {...form.field('action')} />
      <NativeSelect label={T.entityType} data={ENTITY_OPTIONS} {...form.field('entity_type')} />
      <TextInput label={T.entityId} type="search" {...form.field('entity_id')} />
      <TextInput label={T.from} type="date" {...form.field('from')} />
      <TextInput label={T.to} type="date" {...form.field('to')} />
    </SearchForm>
  );
}
