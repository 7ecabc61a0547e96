import {
  CAMPAIGN_STATUSES,
  MONEY_RULE_MESSAGES,
  type CampaignEditRules,
  type EditableCampaign,
} from 'shared-contracts';

/** The edit rules of a campaign nothing was given to: everything may change. */
export function openEditRules(): CampaignEditRules {
  return { locked_fields: [], earliest_end_date: null, allowed_statuses: [...CAMPAIGN_STATUSES] };
}

/**
 * The edit rules the API serves for a campaign that received money, kept or refunded in full
 * (api/src/services/catalogue/campaign-terms.ts; api/test/routes/campaign-edit-rules.test.ts
 * checks the same answers): the target and the association for both roles; the end date locked
 * for the manager, only later for the super admin.
 */
export function receivedMoneyEditRules(
  role: 'association_manager' | 'super_admin',
  endDate: string,
): CampaignEditRules {
  const target = { field: 'target_amount' as const, reason: MONEY_RULE_MESSAGES.targetFrozen };
  const association = {
    field: 'association_id' as const,
    reason: MONEY_RULE_MESSAGES.associationFrozen,
  };
  if (role === 'association_manager')
    return {
      ...openEditRules(),
      locked_fields: [
        target,
        { field: 'end_date', reason: MONEY_RULE_MESSAGES.endDateFrozen },
        association,
      ],
    };
  return {
    ...openEditRules(),
    locked_fields: [target, association],
    earliest_end_date: { date: endDate, reason: MONEY_RULE_MESSAGES.endDateOnlyLater },
  };
}

/** A campaign as the edit screens read it: with its edit rules (open ones by default). */
export function withEditRules<C extends Omit<EditableCampaign, 'edit_rules'>>(
  campaign: C,
  rules: CampaignEditRules = openEditRules(),
): C & { edit_rules: CampaignEditRules } {
  return { ...campaign, edit_rules: rules };
}
