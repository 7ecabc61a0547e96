import { useState } from 'react';
import { auditLogSearchErrors, getAuditLog } from 'shared-contracts';
import { useApiCall, useFormFields } from 'shared-ui';

export const EMPTY_AUDIT_FILTERS = {
  actor_email: '',
  action: '',
  entity_type: '',
  entity_id: '',
  from: '',
  to: '',
};
export type AuditFilters = typeof EMPTY_AUDIT_FILTERS;

/**
 * The Journal's search: the filters as typed (checked by the API's own rules before they are
 * sent), the ones applied, the page and its call (GET /admin/audit-log).
 */
export function useAuditLog() {
  const form = useFormFields<AuditFilters>(EMPTY_AUDIT_FILTERS, { validate: auditLogSearchErrors });
  const [applied, setApplied] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const call = useApiCall((client) => getAuditLog(client, { ...applied, page }), [applied, page]);
  return {
    form,
    call,
    page,
    setPage,
    search: () => {
      if (!form.validate()) return;
      setApplied(form.values);
      setPage(1);
    },
    clear: () => {
      form.reset(EMPTY_AUDIT_FILTERS);
      setApplied(EMPTY_AUDIT_FILTERS);
      setPage(1);
    },
  };
}
