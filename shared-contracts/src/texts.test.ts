// Every French text of the spec, copied here word for word, must be exported somewhere in the
// package: no other package needs to write its own copy. The spec file itself lives outside the
// repository, so its texts are listed here.
import * as contracts from './index';

const SPEC_TEXTS: string[] = [
  'Admin',
  'Dashboard',
  'Se connecter',
  'Inscrire mon association',
  'Financé',
  'Voir le projet',
  'Soutenir ce projet',
  'ouvert',
  'En continu',
  'Tous les projets à soutenir',
  'Rechercher un projet...',
  'Toutes',
  'Toutes les catégories',
  'Social',
  '✓ Financé',
  'Association',
  '0 €',
  '∞',
  'Aucun projet trouvé',
  'Essayez de modifier vos critères de recherche.',
  'Toutes les associations partenaires',
  'Rechercher une association...',
  'Vérifiée',
  'France',
  'collectés',
  'En savoir plus',
  'Aucune association trouvée',
  'Histoire du projet',
  'Aucune description disponible',
  'collectés au total',
  "Découvrir l'association",
  'Contreparties',
  '% financé',
  'Contributions récentes',
  'Donateur anonyme',
  'Soyez le premier à soutenir ce projet !',
  'Campagne non trouvée',
  "Cette campagne n'existe pas ou n'est plus disponible.",
  'Vérification en cours',
  'Merci pour votre contribution !',
  'Problème de paiement',
  "Retour à l'accueil",
  'Association non trouvée',
  'Token manquant',
  'Aucune campagne créée pour le moment',
  "Aucune information d'association disponible",
  'Approuver',
  'Rejeter',
  'Positif',
  'En attente',
  'Approuvée',
  'Rejetée',
  'Aucune association approuvée',
  'Brouillon',
  'Active',
  'Terminée',
  'Veuillez sélectionner une association',
  'Veuillez accepter les conditions générales',
  'Veuillez sélectionner un montant de donation',
  'Veuillez entrer un mot de passe pour créer votre compte',
  'Veuillez remplir tous les champs',
  'Les mots de passe ne correspondent pas',
  'Le mot de passe doit contenir au moins 6 caractères',
  'Veuillez entrer votre email',
  'Aucune modification détectée',
  'Commencez à écrire...',
  "Format d'email invalide",
  'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
  'Erreur de connexion. Vérifiez votre connexion internet.',
  'Données invalides',
  'Session expirée. Veuillez vous reconnecter.',
  "Accès non autorisé. Vous n'avez pas les permissions nécessaires.",
  'Ressource non trouvée',
  'Conflit: Cette ressource existe déjà',
  'Erreur de validation des données',
  'Trop de tentatives. Veuillez attendre quelques minutes.',
  'Erreur serveur. Notre équipe a été notifiée.',
  'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
  "Une erreur inattendue s'est produite",
  'Fichier trop volumineux. Taille maximum: 10MB',
  'Type de fichier non supporté. Utilisez JPG, PNG ou PDF.',
  "Erreur lors de l'upload de l'image",
  "Erreur lors de l'upload de la vidéo",
  "URL d'image invalide",
  'URL de vidéo invalide',
  'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
  'Le fichier ne doit pas dépasser 5 MB',
  'Email ou mot de passe incorrect',
  'Connexion réussie !',
  'Déconnexion réussie',
  'Données invalides. Vérifiez les champs requis et leur format.',
  "Erreur lors de la création de l'association",
  "Erreur lors de la mise à jour de l'association",
  "Erreur lors de l'approbation",
  'Erreur lors du rejet',
  "Erreur lors de l'ajout du document",
  'Erreur lors de la suppression',
  'Non autorisé - Veuillez vous reconnecter',
  "Erreur lors du chargement de l'association",
  'Si cet email existe, vous recevrez un lien de réinitialisation',
  'Erreur lors de la création de la donation',
  'Session de paiement non trouvée',
  'La session de paiement a expiré. Veuillez réessayer.',
  'Erreur lors de la vérification du paiement.',
  'Vérification du paiement en cours...',
  'Contribution réussie ! Merci de soutenir cette cause.',
  'Un reçu vous sera envoyé par email.',
  "Votre contrepartie vous sera envoyée par l'association",
  'Association créée avec succès',
  'Campagne créée avec succès',
  'Association mise à jour avec succès',
  'Campagne mise à jour avec succès',
  'Association approuvée avec succès',
  'Association rejetée',
  'Document ajouté avec succès',
  'Document supprimé',
  'Petit geste',
  'Supporter',
  'Contributeur',
  'Défenseur',
  'Champion',
  'Grand donateur',
  'Donateur',
  "Gérant d'association",
  'Super Admin',
  'Santé',
  'Éducation',
  'Environnement',
  'Erreur lors de la création de la campagne',
  'Erreur lors de la mise à jour de la campagne',
  'Erreur lors du chargement des associations',
  'Erreur lors du chargement des données',
  'Erreur lors du chargement de la campagne',
  'Erreur lors du chargement des campagnes',
  'Erreur lors du chargement des donations',
  "Vue d'ensemble",
  'Mon association',
  'Mes campagnes',
  'Donations reçues',
  'Modifier',
];

function collectStrings(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 4) return into;
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into, depth + 1));
  else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => collectStrings(item, into, depth + 1));
  }
  return into;
}

const exported = collectStrings(Object.values(contracts), new Set());

describe('spec texts', () => {
  it.each(SPEC_TEXTS)('exports %j', (text) => {
    expect(exported.has(text)).toBe(true);
  });

  it('builds the spec templates', () => {
    expect(contracts.LIST_TEXTS.campaignCount(3)).toBe('3 projet(s) trouvé(s)');
    expect(contracts.LIST_TEXTS.associationCount(0)).toBe('0 association(s) trouvée(s)');
    expect(contracts.DISPLAY_TEXTS.by('Les Restos')).toBe('par Les Restos');
    expect(contracts.DISPLAY_TEXTS.about('Les Restos')).toBe('À propos de Les Restos');
    expect(contracts.DISPLAY_TEXTS.raisedOn('1 000 €')).toBe('collectés sur 1 000 €');
    expect(contracts.FORM_MESSAGES.userValidationError('email')).toBe(
      'Erreur de validation: email',
    );
    expect(contracts.DONATION_MESSAGES.paymentFailed('carte refusée')).toBe(
      'Paiement échoué: carte refusée',
    );
  });

  it('uses only plain apostrophes in the text catalogue, as the spec does', () => {
    const catalogue = collectStrings(
      [
        contracts.ERROR_MESSAGES,
        contracts.UPLOAD_MESSAGES,
        contracts.AUTH_MESSAGES,
        contracts.FORM_MESSAGES,
        contracts.LOADING_MESSAGES,
        contracts.PASSWORD_MESSAGES,
        contracts.DONATION_MESSAGES,
        contracts.PAYMENT_MESSAGES,
        contracts.SUCCESS_MESSAGES,
        contracts.VALIDATION_MESSAGES,
        contracts.DISPLAY_TEXTS,
        contracts.LIST_TEXTS,
        contracts.NAV_TEXTS,
        contracts.AUTH_PAGE_TEXTS,
        contracts.ROLE_LABELS,
        contracts.CATEGORY_LABELS,
        contracts.ASSOCIATION_STATUS_LABELS,
        contracts.CAMPAIGN_STATUS_LABELS,
      ],
      new Set(),
    );
    expect(catalogue.size).toBeGreaterThan(100);
    for (const text of catalogue) expect(text).not.toMatch(/[\u2018\u2019]/);
  });
});
