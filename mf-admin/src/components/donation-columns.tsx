import { formatEuros, type Donation } from 'shared-contracts';
import { PaymentStatusBadge, type DataColumn } from 'shared-ui';

/** The amount and payment-status columns every admin table of donations shows alike. */
export function amountAndStatusColumns<D extends Donation>(texts: {
  amount: string;
  status: string;
}): DataColumn<D>[] {
  return [
    {
      header: texts.amount,
      numeric: true,
      noWrap: true,
      cell: (donation) => formatEuros(donation.amount),
    },
    {
      header: texts.status,
      noWrap: true,
      cell: (donation) => <PaymentStatusBadge status={donation.payment_status} />,
    },
  ];
}
