// Role, category and status labels of spec section 4.
import type { Category } from './constants';

export const ROLES = ['donor', 'association_manager', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  donor: 'Donateur',
  association_manager: "Gérant d'association",
  super_admin: 'Super Admin',
};

export const CATEGORY_LABELS: Record<Category, string> = {
  social: 'Social',
  health: 'Santé',
  education: 'Éducation',
  environment: 'Environnement',
};

export const ASSOCIATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUSES)[number];

export const ASSOCIATION_STATUS_LABELS: Record<AssociationStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
};

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = 'draft';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Brouillon',
  active: 'Active',
  completed: 'Terminée',
};

/** Campaign badges also cover the association statuses (spec section 4). */
const STATUS_LABELS: Record<string, string> = {
  ...CAMPAIGN_STATUS_LABELS,
  ...ASSOCIATION_STATUS_LABELS,
};

/** The French label of a campaign or association status; an unknown status shows raw. */
export function statusLabel(status: string | null | undefined): string {
  if (status == null) return '';
  return Object.prototype.hasOwnProperty.call(STATUS_LABELS, status)
    ? STATUS_LABELS[status]
    : status;
}

export function roleLabel(role: string | null | undefined): string {
  if (role == null) return '';
  return Object.prototype.hasOwnProperty.call(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : role;
}

/** The category label; an unknown category shows raw, a missing one the default 'Social'. */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return CATEGORY_LABELS.social;
  return Object.prototype.hasOwnProperty.call(CATEGORY_LABELS, category)
    ? CATEGORY_LABELS[category as Category]
    : category;
}
