import { ASSOCIATION_RECEIPT_BLOCK_TEXTS, CERFA_11580 } from 'shared-contracts';

// Texts of the manager area that the spec does not spell out (the spec's own texts, tab labels
// included, come from shared-contracts).
export const MANAGER_TEXTS = {
  dashboardTitle: 'Tableau de bord de mon association',
  greeting: (name: string) => `Bonjour, ${name}`,
  backToDashboard: 'Retour au tableau de bord',

  // Overview.
  totalRaised: 'Total collecté',
  campaignCount: 'Campagnes',
  donorCount: 'Donateurs',
  associationStatus: "Statut de l'association",
  recentActivity: 'Activité récente',
  editCampaign: 'Modifier',
  editCampaignOf: (title: string) => `Modifier la campagne ${title}`,

  // Mon association.
  generalInfo: 'Informations générales',
  legalInfo: 'Informations légales',
  bankInfo: 'Informations bancaires',
  notProvided: 'Non renseigné',
  fields: {
    name: "Nom de l'association",
    description: 'Présentation',
    category: 'Catégorie',
    contact_email: 'Email de contact',
    email: 'Email public',
    phone: 'Téléphone',
    website: 'Site web',
    // The beneficiary block of the reçus fiscaux (Cerfa 11580*05), worded in shared-contracts.
    address: ASSOCIATION_RECEIPT_BLOCK_TEXTS.street,
    postal_code: ASSOCIATION_RECEIPT_BLOCK_TEXTS.postalCode,
    city: ASSOCIATION_RECEIPT_BLOCK_TEXTS.city,
    siret: 'SIRET',
    siren: ASSOCIATION_RECEIPT_BLOCK_TEXTS.siren,
    rna: ASSOCIATION_RECEIPT_BLOCK_TEXTS.rna,
    ape_code: 'Code APE',
    manager_name: 'Nom du responsable',
    manager_email: 'Email du responsable',
    manager_phone: 'Téléphone du responsable',
    bank_name: 'Banque',
    iban: 'IBAN',
    bic: 'BIC',
  },
  managerInfo: 'Responsable',

  // Mes campagnes.
  newCampaign: 'Nouvelle campagne',
  delete: 'Supprimer',
  deleteCampaignOf: (title: string) => `Supprimer la campagne ${title}`,
  deleteCampaignTitle: 'Supprimer la campagne ?',
  deleteCampaignMessage: (title: string) =>
    `La campagne « ${title} » sera définitivement supprimée. Cette action est irréversible.`,
  campaignDeleted: 'Campagne supprimée',
  raisedOf: (raised: string, target: string) => `${raised} collectés sur ${target}`,
  raisedOnly: (raised: string) => `${raised} collectés`,
  endsOn: (date: string) => `Fin le ${date}`,

  // Donations reçues.
  campaignFilter: 'Campagne',
  allCampaigns: 'Toutes les campagnes',
  exportCsv: 'Exporter en CSV',
  noDonation: 'Aucune donation reçue pour le moment',
  donationCount: (n: number) => `${n} donation(s)`,
  csvColumns: ['Date', 'Campagne', 'Donateur', 'Email', 'Message', 'Montant (EUR)', 'Contrepartie'],
  columnDonor: 'Donateur',
  columnEmail: 'Email',
  columnDate: 'Date',
  columnMessage: 'Message',
  columnAmount: 'Montant',
  columnReward: 'Contrepartie',
  columnCampaign: 'Campagne',

  // Dons réguliers (issue 29): the tab's label; its screen's texts are in
  // shared-contracts/src/recurring/recurring-screens.texts.ts, loaded with the tab.
  recurringTab: 'Dons réguliers',

  // Reçus fiscaux (the spec gives none).
  receipts: {
    tab: 'Reçus fiscaux',
    title: 'Reçus fiscaux',
    year: 'Année',
    declarationCsv: 'Télécharger la déclaration annuelle (CSV)',
    declarationHint:
      'Nombre et montant total des reçus émis dans l’année, à déclarer (article 222 bis du CGI).',
    issuedTotal: 'Reçus émis',
    cancelledTotal: 'Reçus annulés',
    countAndTotal: (count: number, total: string) =>
      `${count} reçu${count > 1 ? 's' : ''} · ${total}`,
    empty: (year: number) => `Aucun reçu fiscal en ${year}`,
    emptyHint:
      'Un reçu est émis automatiquement après chaque don payé avec reçu fiscal, une fois l’éligibilité de l’association vérifiée.',
    columnNumber: 'N° d’ordre',
    columnDate: 'Date du don',
    columnDonor: 'Donateur',
    columnAmount: 'Montant',
    columnStatus: 'Statut',
    columnPdf: 'PDF',
    download: 'Télécharger',
    downloadOf: (number: string) => `Télécharger le reçu n° ${number} (PDF)`,
    receiptCount: (n: number) => `${n} reçu(s)`,
  },

  // Reçus fiscaux: the association's eligibility.
  eligibility: {
    title: 'Reçus fiscaux',
    intro: `Pour délivrer des reçus fiscaux à vos donateurs (article 200 du CGI, ${CERFA_11580.label}), déclarez l’éligibilité de votre association avec son rescrit fiscal ou ses statuts. La plateforme vérifie la déclaration et fixe le taux de réduction d’impôt.`,
    status: 'Éligibilité',
    declaredNote: 'Votre déclaration est en attente de vérification par la plateforme.',
    verifiedNote:
      'Un reçu fiscal est émis automatiquement après chaque don payé avec reçu, au taux vérifié.',
    withdrawnNote:
      'L’éligibilité a été retirée : aucun reçu n’est plus émis. Vous pouvez déposer une nouvelle déclaration.',
    purpose: 'Objet de l’association',
    purposeHint: 'Tel qu’il figurera sur les reçus.',
    legalStatus: 'Statut juridique',
    legalStatusHint: 'Par exemple : association loi 1901 reconnue d’intérêt général.',
    signatoryName: 'Nom du représentant signataire',
    signatoryTitle: 'Qualité du signataire',
    signatoryTitleHint: 'Par exemple : président(e), trésorier(ère).',
    proof: 'Justificatif (rescrit fiscal ou statuts)',
    chooseProof: 'Choisir le fichier',
    replaceProof: 'Remplacer le fichier',
    proofMissing: 'Joignez le rescrit fiscal ou les statuts.',
    proofChosen: (name: string) => `Fichier joint : ${name}`,
    proofSent: 'Voir le justificatif envoyé',
    declare: 'Déclarer l’éligibilité',
    update: 'Mettre à jour la déclaration',
    cancel: 'Annuler',
    declared: 'Déclaration envoyée : la plateforme va la vérifier.',
  },

  // Association edit.
  editAssociationTitle: "Modifier l'association",
  save: 'Enregistrer',
  cancel: 'Annuler',
  fixErrors: 'Corrigez les champs signalés avant d’enregistrer.',

  // Documents.
  documentsTitle: 'Documents',
  documentsHint: 'PDF, DOC, DOCX, JPG ou PNG, 5 MB maximum.',
  addDocument: 'Ajouter un document',
  noDocument: 'Aucun document pour le moment',
  openDocument: (name: string) => `Ouvrir ${name}`,
  deleteDocument: (name: string) => `Supprimer ${name}`,
  deleteDocumentTitle: 'Supprimer le document ?',
  deleteDocumentMessage: (name: string) => `Le document « ${name} » sera supprimé.`,
  uploadedOn: (date: string) => `ajouté le ${date}`,

  // Campaign form.
  createCampaignTitle: 'Nouvelle campagne',
  editCampaignTitle: 'Modifier la campagne',
  // The editor's labels are shared-contracts' CAMPAIGN_FORM_TEXTS; this hint is the manager's.
  targetHint: 'Laissez vide pour une collecte en continu, sans objectif.',
  coverImage: 'Image de couverture',
  chooseCover: 'Choisir une image',
  removeCover: "Retirer l'image",
  coverAlt: 'Aperçu de la couverture',
  createCampaign: 'Créer la campagne',
  saveCampaign: 'Enregistrer les modifications',
  pendingAssociationNotice:
    "Votre association est en attente de validation : vous pouvez préparer la campagne en brouillon, elle pourra être publiée une fois l'association approuvée.",
} as const;
