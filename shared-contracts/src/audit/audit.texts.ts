import { PAGE_BUTTON_TEXTS } from '../pagination.texts';
import { AUDIT_LOG_MESSAGES } from './audit.messages';
/**
 * The audit log's texts (issue 28 item 4; not in the spec: ours, in its voice). An action the
 * labels do not know yet is shown by its own name (auditActionLabel), so a new action needs no
 * edit here to be recorded and searched.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'association.create': 'Association créée',
  'association.update': 'Association modifiée',
  'association.delete': 'Association supprimée',
  'association.approve': 'Association approuvée',
  'association.reject': 'Association refusée',
  'association.status': "Statut de l'association changé",
  'association.tax_declaration': 'Éligibilité aux reçus fiscaux déclarée',
  'association.tax_eligibility': 'Éligibilité aux reçus fiscaux examinée',
  'association.payout_account': 'Compte de versement modifié',
  'association.document_add': 'Document ajouté',
  'association.document_remove': 'Document retiré',
  'campaign.create': 'Campagne créée',
  'campaign.update': 'Campagne modifiée',
  'campaign.status': 'Statut de la campagne changé',
  'campaign.delete': 'Campagne supprimée',
  'user.create': 'Compte créé',
  'user.update': 'Compte modifié',
  'user.role': 'Rôle changé',
  'user.deactivate': 'Compte désactivé',
  'user.activate': 'Compte réactivé',
  'user.associations': 'Associations gérées modifiées',
  'user.password': 'Mot de passe remplacé',
  'tax_settings.update': 'Paramètre fiscal ajouté',
  'donation.refund': 'Don remboursé',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  association: 'Association',
  campaign: 'Campagne',
  user: 'Compte',
  donation: 'Don',
  tax_settings: 'Paramètres fiscaux',
};

/** The recorded fields a person meets most; any other is shown by its own name. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  id: 'Identifiant',
  name: 'Nom',
  title: 'Titre',
  status: 'Statut',
  email: 'Email',
  full_name: 'Nom complet',
  phone: 'Téléphone',
  role: 'Rôle',
  is_active: 'Compte actif',
  association_ids: 'Associations gérées',
  credentials: 'Mot de passe',
  contact_email: 'Email de contact',
  category: 'Catégorie',
  description: 'Description',
  story: 'Histoire',
  address: 'Adresse',
  postal_code: 'Code postal',
  city: 'Ville',
  iban: 'IBAN',
  bic: 'BIC',
  bank_name: 'Banque',
  siren: 'SIREN',
  siret: 'SIRET',
  rna: 'RNA',
  association_id: 'Association',
  target_amount_cents: 'Objectif (en centimes)',
  end_date: 'Date de fin',
  rewards: 'Contreparties',
  tax_eligibility: 'Éligibilité aux reçus fiscaux',
  tax_rate_percent: 'Taux de réduction (%)',
  tax_purpose: 'Objet',
  tax_legal_status: 'Statut juridique',
  tax_document_url: 'Justificatif',
  signatory_name: 'Signataire',
  signatory_title: 'Qualité du signataire',
  stripe_account_id: 'Compte Stripe Connect',
  valid_from: 'À partir du',
  value: 'Valeur',
  source: 'Source',
  payment_status: 'Statut du paiement',
  is_anonymous: 'Don anonyme',
  url: 'Fichier',
  created_at: 'Créé le',
};

export function auditFieldLabel(field: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_FIELD_LABELS, field)
    ? AUDIT_FIELD_LABELS[field]!
    : field;
}

export function auditActionLabel(action: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_ACTION_LABELS, action)
    ? AUDIT_ACTION_LABELS[action]!
    : action;
}

export function auditEntityLabel(entity: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_ENTITY_LABELS, entity)
    ? AUDIT_ENTITY_LABELS[entity]!
    : entity;
}

export { AUDIT_LOG_PAGE_SIZE } from './audit.messages';

export const AUDIT_LOG_TEXTS = {
  ...AUDIT_LOG_MESSAGES,
  title: 'Journal des actions',
  intro:
    "Chaque action d'un administrateur ou d'un gestionnaire qui touche à l'argent, à la modération, à l'éligibilité, aux rôles ou aux réglages, avec les valeurs avant et après. Le journal ne peut être ni modifié ni effacé.",
  actorEmail: "Email de l'auteur",
  action: 'Action',
  anyAction: 'Toutes les actions',
  entityType: "Type d'élément",
  anyEntity: 'Tous les types',
  entityId: "Identifiant de l'élément",
  from: 'Du',
  to: 'Au',
  search: 'Rechercher',
  clear: 'Effacer les filtres',
  loading: 'Chargement du journal...',
  loadError: 'Erreur lors du chargement du journal',
  retry: 'Réessayer',
  empty: 'Aucune action ne correspond à votre recherche.',
  results: (total: number) => (total === 1 ? '1 action trouvée' : `${total} actions trouvées`),
  when: 'Date',
  who: 'Auteur',
  what: 'Action',
  element: 'Élément',
  details: 'Détails',
  showDetails: (action: string, when: string) => `Détails : ${action}, ${when}`,
  detailTitle: "Détail de l'action",
  before: 'Avant',
  after: 'Après',
  field: 'Champ',
  nothing: '—',
  reason: 'Motif',
  close: 'Fermer',
  operator: 'Opérateur',
  pages: PAGE_BUTTON_TEXTS,
  yes: 'oui',
  no: 'non',
} as const;
