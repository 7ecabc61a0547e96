import { useState } from 'react';
import {
  refundDonationAsAdmin,
  searchAdminDonations,
  type AdminDonationSearch,
  type SupportDonation,
} from 'shared-contracts';
import { useApiCall, useFormFields } from 'shared-ui';
import { useDonationRefund } from 'shared-ui/editors';

export const EMPTY_DONATION_FILTERS = {
  email: '',
  name: '',
  campaign: '',
  amount_min: '',
  amount_max: '',
  from: '',
  to: '',
};
export type DonationFilters = typeof EMPTY_DONATION_FILTERS;

/**
 * Support's donation search: the filters as typed, the ones applied (on submit), the page, the
 * page's call (GET /admin/donations) and the refund of one gift, after which the page reloads.
 */
export function useDonationSearch() {
  const form = useFormFields<DonationFilters>(EMPTY_DONATION_FILTERS);
  const [applied, setApplied] = useState<DonationFilters>(EMPTY_DONATION_FILTERS);
  const [page, setPage] = useState(1);
  const call = useApiCall(
    (client) => searchAdminDonations(client, { ...applied, page } as AdminDonationSearch),
    [applied, page],
  );
  const refund = useDonationRefund<SupportDonation>(refundDonationAsAdmin, () => call.reload());
  return {
    form,
    call,
    page,
    setPage,
    refund,
    search: () => {
      setApplied(form.values);
      setPage(1);
    },
    clear: () => {
      form.reset(EMPTY_DONATION_FILTERS);
      setApplied(EMPTY_DONATION_FILTERS);
      setPage(1);
    },
  };
}
