import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  effectiveTaxRate,
  type Campaign,
  type CampaignSummary,
  type CatalogueFilter,
  type Reward,
} from 'shared-contracts';
import type { Database } from '../db/client';
import {
  associations,
  campaignBackers,
  campaignRaisedCents,
  campaigns,
  rewards,
} from '../db/schema';
import { groupBy } from '../lib/group-by';
import { centsToEuros, centsToEurosOrNull } from '../lib/money';
import { isUuid, SLUG_PATTERN } from '../lib/validation';
import { containsFolded, foldedLikePattern } from './text-search';
import { publicCampaignCondition } from '../services/catalogue/campaign-visibility';
import { parisDay, taxSettingOn } from '../services/receipts/tax-settings';
import { iso, isoOrNull } from './dates';
import { idOrSlugCondition } from './id-or-slug';

/** The columns of a campaign row with its association's public facts (one join, no N+1). */
const campaignColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  title: campaigns.title,
  description: campaigns.description,
  story: campaigns.story,
  imageUrl: campaigns.imageUrl,
  targetAmountCents: campaigns.targetAmountCents,
  raisedAmountCents: campaignRaisedCents,
  endDate: campaigns.endDate,
  status: campaigns.status,
  totalBackers: campaignBackers,
  associationId: campaigns.associationId,
  createdAt: campaigns.createdAt,
  associationName: associations.name,
  associationSlug: associations.slug,
  associationImage: associations.imageUrl,
  associationCategory: associations.category,
  associationStatus: associations.status,
  associationTaxEligibility: associations.taxEligibility,
  associationTaxRate: associations.taxRatePercent,
};

/** Same without the story, for lists (the story can be long and the cards do not show it). */
const summaryColumns = Object.fromEntries(
  Object.entries(campaignColumns).filter(([key]) => key !== 'story'),
) as Omit<typeof campaignColumns, 'story'>;

type CampaignTable = typeof campaigns.$inferSelect;
type AssociationTable = typeof associations.$inferSelect;
interface CampaignRow extends Pick<
  CampaignTable,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'story'
  | 'imageUrl'
  | 'targetAmountCents'
  | 'endDate'
  | 'status'
  | 'associationId'
  | 'createdAt'
> {
  /** Sums of the campaign's counter shards (campaign-totals.ts). */
  raisedAmountCents: number;
  totalBackers: number;
  associationName: string;
  associationSlug: string;
  associationImage: string | null;
  associationCategory: AssociationTable['category'];
  associationStatus: AssociationTable['status'];
  associationTaxEligibility: AssociationTable['taxEligibility'];
  associationTaxRate: AssociationTable['taxRatePercent'];
}
type SummaryRow = Omit<CampaignRow, 'story'>;

function toCampaignSummary(row: SummaryRow): CampaignSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_url: row.imageUrl,
    target_amount: centsToEurosOrNull(row.targetAmountCents),
    raised_amount: centsToEuros(row.raisedAmountCents),
    end_date: isoOrNull(row.endDate),
    status: row.status,
    total_backers: row.totalBackers,
    association_id: row.associationId,
    association_name: row.associationName,
    association_slug: row.associationSlug,
    association_image: row.associationImage,
    association_category: row.associationCategory,
    // The 'Dons déductibles' badge reads this: verified associations only.
    tax_receipt_rate: effectiveTaxRate({
      taxEligibility: row.associationTaxEligibility,
      taxRatePercent: row.associationTaxRate,
    }),
    created_at: iso(row.createdAt),
  };
}

function toCampaign(row: CampaignRow, campaignRewards: Reward[]): Campaign {
  return { ...toCampaignSummary(row), story: row.story, rewards: campaignRewards };
}

type RewardRow = typeof rewards.$inferSelect;
function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    amount: centsToEuros(row.amountCents),
    title: row.title,
    description: row.description,
    includes_previous: row.includesPrevious,
    value: centsToEuros(row.valueCents),
    no_market_value: row.noMarketValue,
    quantity: row.quantity,
    remaining: row.remaining,
    needs_shipping: row.needsShipping,
  };
}

async function rewardsByCampaign(
  db: Database,
  campaignIds: string[],
): Promise<Map<string, Reward[]>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(rewards)
    .where(inArray(rewards.campaignId, campaignIds))
    .orderBy(asc(rewards.amountCents), asc(rewards.position));
  return groupBy(rows, (row) => row.campaignId, toReward);
}

/** Campaigns still collecting come before completed ones in public lists. */
const activeFirst = sql`case when ${campaigns.status} = 'active' then 0 else 1 end`;

function filterConditions(filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = foldedLikePattern(filter.search);
    conditions.push(
      or(containsFolded(campaigns.title, pattern), containsFolded(campaigns.description, pattern))!,
    );
  }
  if (filter.category)
    conditions.push(
      eq(associations.category, filter.category as CampaignRow['associationCategory']),
    );
  return conditions;
}

/** GET /campaigns: one query with the association join, newest first. */
export async function listPublicCampaigns(
  db: Database,
  filter: CatalogueFilter,
): Promise<CampaignSummary[]> {
  const conditions = filterConditions(filter);
  if (conditions.length === 0)
    return (await preparedCatalogue(db).list.execute()).map(toCampaignSummary);
  const rows = await db
    .select(summaryColumns)
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(and(publicCampaignCondition, ...conditions))
    .orderBy(activeFirst, desc(campaigns.createdAt));
  return rows.map(toCampaignSummary);
}

export async function listPublicCampaignsOfAssociation(
  db: Database,
  associationId: string,
): Promise<CampaignSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(and(publicCampaignCondition, eq(campaigns.associationId, associationId)))
    .orderBy(activeFirst, desc(campaigns.createdAt));
  return rows.map(toCampaignSummary);
}

/** GET /campaigns/{idOrSlug}: the campaign with its rewards, in one round trip. */
export async function findPublicCampaign(
  db: Database,
  idOrSlug: string,
): Promise<Campaign | undefined> {
  const [row] =
    !isUuid(idOrSlug) && SLUG_PATTERN.test(idOrSlug)
      ? await preparedCatalogue(db).bySlug.execute({ slug: idOrSlug })
      : await db
          .select({ ...campaignColumns, rewards: rewardsJson })
          .from(campaigns)
          .innerJoin(associations, eq(associations.id, campaigns.associationId))
          .where(and(publicCampaignCondition, idOrSlugCondition(campaigns, idOrSlug)))
          .limit(1);
  if (!row) return undefined;
  const campaign = toCampaign(row, row.rewards.map(rewardFromJson));
  return campaign.tax_receipt_rate == null ? campaign : withTaxSettings(db, campaign);
}

/**
 * The dated settings the contribution dialog needs to tell the truth before paying: the 75 %
 * rate's yearly ceiling and the rewards' yearly cap, in euros, as in force today.
 */
async function withTaxSettings(db: Database, campaign: Campaign): Promise<Campaign> {
  const today = parisDay(new Date());
  const [ceilingCents, rewardCapCents] = await Promise.all([
    taxSettingOn(db, 'ceiling_75_cents', today),
    taxSettingOn(db, 'reward_cap_cents', today),
  ]);
  return {
    ...campaign,
    tax_receipt_ceiling: centsToEuros(ceilingCents),
    tax_reward_cap: centsToEuros(rewardCapCents),
  };
}

interface RewardJson {
  id: string;
  amount_cents: number;
  title: string;
  description: string | null;
  includes_previous: boolean;
  position: number;
  value_cents: number;
  no_market_value: boolean;
  quantity?: number | null;
  remaining?: number | null;
  needs_shipping?: boolean;
}

/** A campaign's rewards as one JSON value, sorted as the page shows them (by amount). */
export const rewardsJson = sql<
  RewardJson[]
>`(select coalesce(json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'title', r.title, 'description', r.description, 'includes_previous', r.includes_previous, 'position', r.position, 'value_cents', r.value_cents, 'no_market_value', r.no_market_value, 'quantity', r.quantity, 'remaining', r.remaining, 'needs_shipping', r.needs_shipping) order by r.amount_cents, r.position), '[]'::json) from "rewards" r where r.campaign_id = "campaigns"."id")`;

const rewardFromJson = (reward: RewardJson): Reward => ({
  id: reward.id,
  amount: centsToEuros(Number(reward.amount_cents)),
  title: reward.title,
  description: reward.description,
  includes_previous: reward.includes_previous,
  value: centsToEuros(Number(reward.value_cents)),
  no_market_value: reward.no_market_value,
  quantity: reward.quantity ?? null,
  remaining: reward.remaining ?? null,
  needs_shipping: reward.needs_shipping ?? false,
});

/**
 * The two hottest public queries (the unfiltered list and a campaign by slug) as prepared
 * statements: drizzle builds their SQL once and PostgreSQL plans them once per connection.
 * Cached per database handle because a prepared query is bound to it.
 */
function prepareCatalogue(db: Database) {
  return {
    list: db
      .select(summaryColumns)
      .from(campaigns)
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(publicCampaignCondition)
      .orderBy(activeFirst, desc(campaigns.createdAt))
      .prepare('public_campaigns'),
    bySlug: db
      .select({ ...campaignColumns, rewards: rewardsJson })
      .from(campaigns)
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(and(publicCampaignCondition, eq(campaigns.slug, sql.placeholder('slug'))))
      .limit(1)
      .prepare('public_campaign_by_slug'),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareCatalogue>>();
function preparedCatalogue(db: Database): ReturnType<typeof prepareCatalogue> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareCatalogue(db);
    preparedByDatabase.set(db, prepared);
  }
  return prepared;
}

/** Full campaigns (admin, managers): any status, with rewards. */
export async function listCampaigns(db: Database, where?: SQL): Promise<Campaign[]> {
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(where)
    .orderBy(desc(campaigns.createdAt));
  const campaignRewards = await rewardsByCampaign(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCampaign(row, campaignRewards.get(row.id) ?? []));
}

/** The campaigns of the associations a manager runs (none: an empty list). */
export async function listCampaignsOfAssociations(
  db: Database,
  associationIds: string[],
): Promise<Campaign[]> {
  if (associationIds.length === 0) return [];
  return listCampaigns(db, inArray(campaigns.associationId, associationIds));
}

export async function findCampaign(db: Database, id: string): Promise<Campaign | undefined> {
  const [campaign] = await listCampaigns(db, eq(campaigns.id, id));
  return campaign;
}
