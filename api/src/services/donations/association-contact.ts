import { donorDisplayName, type Donation } from 'shared-contracts';

/**
 * What an association's manager may see of a donor (the one home of the rule). The email and
 * phone reach the association only when the donor agreed to be contacted about its work (the
 * dialog's box, unticked by default: RGPD art. 6.1.a consent), or when the gift carries a
 * reward the association must deliver (the contract the gift made: RGPD art. 6.1.b; the spec,
 * §2 donor dashboard: "the beneficiary associations will email the donor about rewards").
 * The spec's manager Donations tab lists 'donor name, email...' and says nothing of consent:
 * issue 28 item 6 asked for the consent, this rule keeps both. An anonymous donor's name is
 * never sent ('Donateur anonyme', as on the public pages). The super admin (support) sees all.
 */
export function mayAssociationContact(gift: {
  contactConsent: boolean;
  rewardSelected: string | null;
}): boolean {
  return gift.contactConsent || gift.rewardSelected !== null;
}

/** A donation as the association's manager receives it (list, refund answer). */
export function donationForAssociation<T extends Donation>(row: T, contactConsent: boolean): T {
  const shared = mayAssociationContact({ contactConsent, rewardSelected: row.reward_selected });
  return {
    ...row,
    donor_name: donorDisplayName(row),
    donor_email: shared ? row.donor_email : '',
    phone: shared ? row.phone : null,
  };
}
