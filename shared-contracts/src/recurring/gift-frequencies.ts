// How often a gift is charged (issue 29), alone in its file: the contribution dialog's first
// view imports it by path, without the schedule and tax rules of recurring.rules.ts (which
// re-exports it, the one home of the list).

/** How often a gift is charged. 'once' is the one-off gift; the others open a plan. */
export const GIFT_FREQUENCIES = ['once', 'monthly', 'yearly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];
export type PlanFrequency = Exclude<GiftFrequency, 'once'>;
