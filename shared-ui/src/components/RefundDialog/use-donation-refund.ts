import { useState } from 'react';
import { type ApiClient, type SupportDonation } from 'shared-contracts';
import { REFUND_MESSAGES } from 'shared-contracts/src/donation/donation-refund.texts';
// Through the package's name, not a relative path: this file is bundled by each remote through
// shared-ui/editors, and the toasts' state (the shell's one toast area) lives in the shared copy.
import { showSuccessToast, useApiAction } from 'shared-ui';

type RefundCall = (
  client: ApiClient,
  donationId: string,
  input: { reason: string },
) => Promise<SupportDonation>;

/**
 * The gift a RefundDialog is open for and its refund through `call` (the admin's or the
 * manager's route): a success toast, then `onDone` with the refunded gift (to update the list).
 * A refusal (already refunded, past 30 days) is the shell's French toast, like every failure.
 */
export function useDonationRefund<D extends { id: string; amount: number; campaign_title: string }>(
  call: RefundCall,
  onDone: (refunded: SupportDonation) => void,
) {
  const [target, setTarget] = useState<D | null>(null);
  const action = useApiAction((client, _signal, donationId: string, reason: string) =>
    call(client, donationId, { reason }),
  );
  return {
    target,
    open: setTarget,
    dialog: {
      donation: target,
      isPending: action.isPending,
      onClose: () => setTarget(null),
      onRefund: async (reason: string) => {
        if (!target) return false;
        const refunded = await action.run(target.id, reason);
        if (!refunded) return false;
        showSuccessToast(REFUND_MESSAGES.done);
        onDone(refunded);
        return true;
      },
    },
  };
}
