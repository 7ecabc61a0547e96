// What the public cards and the campaign page show (spec section 2), computed once here so the
// home carousel, the lists, the association page and the server-rendered metadata agree.
import { DEFAULT_CITY, PLACEHOLDER_IMAGE_URL } from '../constants';
import { CAMPAIGN_STATUS_LABELS, categoryLabel } from '../labels';
import { formatEuros, formatNumber } from '../format/money';
import { formatDaysLeft, toDate, type DateInput } from '../format/date';
import { campaignProgress, type CampaignProgress } from '../format/progress';
import { stripHtml } from '../format/text';
import { DISPLAY_TEXTS } from '../texts';
import { ROUTES } from '../routes/routes';

/** Link of a campaign's public page: the slug (spec section 2). */
export function campaignPath(slugOrId: string): string {
  return ROUTES.campaign.href({ campaignId: slugOrId });
}

/** Link of an association's public page: the slug (spec section 2). */
export function associationPath(slugOrId: string): string {
  return ROUTES.association.href({ associationId: slugOrId });
}

/** Amount raised on a list card: '0 €' as the spec spells it when nothing was raised yet. */
function raisedLabel(amount: number | null | undefined): string {
  return amount ? formatEuros(amount) : DISPLAY_TEXTS.defaultRaised;
}

export interface CampaignCardInput {
  slug: string;
  title: string;
  description?: string | null;
  image_url?: string | null;
  target_amount?: number | null;
  raised_amount?: number | null;
  end_date?: string | null;
  /** Public reads carry active and completed campaigns; absent reads as active. */
  status?: string | null;
  total_backers?: number | null;
  association_name?: string | null;
  association_category?: string | null;
  /** Set when the association's reçus fiscaux are verified: the 'Dons déductibles' badge. */
  tax_receipt_rate?: number | null;
}

export interface CampaignCardView {
  href: string;
  /** The campaign's image, or the placeholder. */
  imageUrl: string;
  categoryLabel: string;
  title: string;
  /** 'par {association}', 'par Association' by default. */
  byLine: string;
  /** Plain text (the list carries plain descriptions, but older rows may hold markup). */
  description: string;
  /** '0 €' by default. */
  raisedLabel: string;
  /** The formatted target, null for continuous funding. */
  targetLabel: string | null;
  progress: CampaignProgress;
  backers: number;
  backersLabel: string;
  /** '{n} jours restants' or 'En continu'; 'Terminée' once closed. */
  daysLeftLabel: string;
  /**
   * Whether a donation can still be made: not completed and its end date not passed (the
   * server's rule, which answers 'Cette campagne ne reçoit plus de dons.' otherwise).
   */
  isOpenForDonations: boolean;
  /** 'Voir le projet' when funded or closed, else 'Soutenir ce projet'. */
  actionLabel: string;
}

/**
 * Whether a published campaign still takes donations: not completed, its end date (if any) not
 * passed. The one home of this rule: the screens apply it to what a public read shows, the API
 * (isOpenForDonations) to the campaign a donation goes to.
 */
export function campaignAcceptsDonations(
  campaign: { status?: CampaignCardInput['status']; end_date?: DateInput },
  now: DateInput = new Date(),
): boolean {
  if (campaign.status === 'completed') return false;
  const end = toDate(campaign.end_date);
  return !end || end.getTime() > (toDate(now) ?? new Date()).getTime();
}

/**
 * The home page's 'Projets à soutenir': only campaigns that still take donations (a completed
 * campaign, or one past its end date, has nothing left to support), in the order given.
 */
export function campaignsToSupport<T extends CampaignCardInput>(
  campaigns: readonly T[],
  now: DateInput = new Date(),
): T[] {
  return campaigns.filter((campaign) => campaignAcceptsDonations(campaign, now));
}

/** The campaign card of spec section 2, with its defaults. */
export function campaignCardView(
  campaign: CampaignCardInput,
  now: DateInput = new Date(),
): CampaignCardView {
  const progress = campaignProgress(campaign.raised_amount, campaign.target_amount);
  const backers = campaign.total_backers ?? 0;
  const isOpenForDonations = campaignAcceptsDonations(campaign, now);
  return {
    href: campaignPath(campaign.slug),
    imageUrl: campaign.image_url || PLACEHOLDER_IMAGE_URL,
    categoryLabel: categoryLabel(campaign.association_category),
    title: campaign.title,
    byLine: DISPLAY_TEXTS.by(campaign.association_name || DISPLAY_TEXTS.defaultAssociationName),
    description: stripHtml(campaign.description),
    raisedLabel: raisedLabel(campaign.raised_amount),
    targetLabel: progress.hasTarget ? formatEuros(campaign.target_amount) : null,
    progress,
    backers,
    backersLabel: formatNumber(backers),
    daysLeftLabel: isOpenForDonations
      ? formatDaysLeft(campaign.end_date, now)
      : CAMPAIGN_STATUS_LABELS.completed,
    isOpenForDonations,
    actionLabel:
      progress.isFunded || !isOpenForDonations
        ? DISPLAY_TEXTS.viewProject
        : DISPLAY_TEXTS.supportProject,
  };
}

export interface AssociationCardInput {
  slug: string;
  name: string;
  description?: string | null;
  category?: string | null;
  city?: string | null;
  image_url?: string | null;
  raised_amount?: number | null;
  /** Set when the association's reçus fiscaux are verified: the 'Dons déductibles' badge. */
  tax_receipt_rate?: number | null;
}

export interface AssociationCardView {
  href: string;
  imageUrl: string;
  categoryLabel: string;
  name: string;
  /** Plain text of the (rich-text) description; '' when there is none. */
  description: string;
  /** 'France' by default. */
  city: string;
  raisedLabel: string;
}

/** The association card of spec section 2, with its defaults. */
export function associationCardView(association: AssociationCardInput): AssociationCardView {
  return {
    href: associationPath(association.slug),
    imageUrl: association.image_url || PLACEHOLDER_IMAGE_URL,
    categoryLabel: categoryLabel(association.category),
    name: association.name,
    description: stripHtml(association.description),
    city: association.city?.trim() || DEFAULT_CITY,
    raisedLabel: raisedLabel(association.raised_amount),
  };
}
