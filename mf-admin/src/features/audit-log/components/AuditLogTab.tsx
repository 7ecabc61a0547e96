import { Button, Text } from '@mantine/core';
import { PagedResults } from '../../../components/PagedResults';
import { useState } from 'react';
import { formatDateTime, type AuditEntry } from 'shared-contracts';
import { AUDIT_LOG_TEXTS as T } from 'shared-contracts/src/audit/audit.texts';
import { auditActionLabel, auditEntityLabel } from 'shared-contracts/src/audit/audit.texts';
import { DataTable, NameCell, TitledSection } from 'shared-ui';
import { useAuditLog } from '../hooks/use-audit-log';
import { AuditEntryDetail } from './AuditEntryDetail';
import { AuditLogFilters } from './AuditLogFilters';
import { actorLabel } from './audit-entry-text';

/**
 * The Journal (issue 28 item 4): what admins and managers changed, newest first, searched by
 * author, action, element and days, one page at a time; a row opens its values before and after.
 */
export default function AuditLogTab() {
  const { form, call, page, setPage, search, clear } = useAuditLog();
  const [shown, setShown] = useState<AuditEntry>();
  return (
    <TitledSection titleId="admin-audit-log" title={T.title} titleSize="h3" gap="md">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <AuditLogFilters form={form} onSearch={search} onClear={clear} />
      <PagedResults call={call} lines={6} page={page} onPageChange={setPage} texts={T}>
        {(rows) => (
          <DataTable
            label={T.title}
            minWidth={720}
            rows={rows}
            rowTestId={() => 'audit-entry'}
            columns={[
              {
                header: T.when,
                noWrap: true,
                cell: (entry) => formatDateTime(entry.occurred_at),
              },
              { header: T.who, cell: (entry) => actorLabel(entry) },
              { header: T.what, cell: (entry) => auditActionLabel(entry.action) },
              {
                header: T.element,
                cell: (entry) => (
                  <NameCell name={auditEntityLabel(entry.entity_type)} detail={entry.entity_id} />
                ),
              },
              {
                header: T.details,
                cell: (entry) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setShown(entry)}
                    aria-label={T.showDetails(
                      auditActionLabel(entry.action),
                      formatDateTime(entry.occurred_at),
                    )}
                  >
                    {T.details}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
      <AuditEntryDetail entry={shown} onClose={() => setShown(undefined)} />
    </TitledSection>
  );
}
