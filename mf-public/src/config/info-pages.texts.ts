// The FAQ's and the terms' texts, apart from config/texts.ts: that file is bundled with the
// home page and every first view of this remote, these two pages are lazy (about 3 KB gzip kept
// off the first visit, docs/decisions/0001-first-visit-weight.md). They restate the business
// facts of spec section 1.

/**
 * Support contact shown on the FAQ, the terms and the association-less pages. The phone is
 * written once, as read; the FAQ's call button dials it in the international form.
 */
export const SUPPORT_CONTACT = {
  email: 'support@plateforme-dons.fr',
  phone: '01 84 80 12 34',
  hours: 'du lundi au vendredi, de 9h à 18h',
} as const;

export const FAQ_TEXTS = {
  title: 'Questions fréquentes',
  intro: 'Tout ce qu’il faut savoir pour donner ou collecter sur la plateforme.',
  contactTitle: 'Vous ne trouvez pas votre réponse ?',
  contactText: `Notre équipe vous répond ${SUPPORT_CONTACT.hours}, sous 24 heures ouvrées.`,
  emailButton: 'Écrire au support',
  phoneButton: 'Appeler le support',
  backToTop: 'Retour en haut',
  questions: [
    {
      question: 'Comment fonctionne la plateforme ?',
      answer:
        'Les associations vérifiées publient des campagnes de financement. Vous choisissez un projet, vous donnez le montant de votre choix par carte bancaire et vous recevez un reçu par email. Selon le montant donné, une contrepartie peut vous être envoyée par l’association.',
    },
    {
      question: 'Comment créer une campagne ?',
      answer:
        'Inscrivez votre association grâce au formulaire d’inscription. Une fois l’association vérifiée et approuvée, son gérant crée ses campagnes depuis son tableau de bord : titre, description, histoire du projet, objectif éventuel, date de fin et contreparties.',
    },
    {
      question: 'Quels sont les frais ?',
      answer:
        'La plateforme prélève une commission de 5 % sur les fonds collectés, à laquelle s’ajoutent des frais de paiement d’environ 2,9 % + 0,25 € par transaction. Ces frais ne sont prélevés que si une campagne à objectif réussit, ou pour un financement en continu.',
    },
    {
      question: 'Quand les fonds sont-ils versés à l’association ?',
      answer:
        'Pour une campagne à objectif, les fonds sont versés automatiquement à l’association lorsque l’objectif est atteint et que la campagne est terminée. Pour une campagne en continu, les fonds sont versés chaque mois.',
    },
    {
      question: 'Que se passe-t-il si l’objectif n’est pas atteint ?',
      answer:
        'Si une campagne à objectif se termine sans atteindre son but, les donateurs sont intégralement remboursés. Une campagne en continu conserve tous les fonds collectés.',
    },
    {
      question: 'Comment savoir si une association est fiable ?',
      answer:
        'Chaque association est vérifiée par notre équipe avant de pouvoir lancer une campagne : identité, numéro RNA ou SIRET et coordonnées bancaires. Seules les associations approuvées apparaissent sur le site avec le badge « Vérifiée ».',
    },
    {
      question: 'Puis-je annuler un don ?',
      answer:
        'Les dons sont définitifs. Une exception peut être demandée en contactant le support dans les 24 heures qui suivent le don.',
    },
    {
      question: 'Comment suivre une campagne que j’ai soutenue ?',
      answer:
        'La page de chaque campagne montre en direct le montant collecté, le nombre de contributeurs et le temps restant. Avec un compte donateur, vous retrouvez tous vos dons dans votre espace personnel.',
    },
    {
      question: 'Quels types d’associations sont présents ?',
      answer:
        'Des associations françaises de tous horizons : social, santé, éducation et environnement. Vous pouvez les parcourir par catégorie sur la page des associations.',
    },
    {
      question: 'Comment contacter le support ?',
      answer: `Par email à ${SUPPORT_CONTACT.email} ou par téléphone au ${SUPPORT_CONTACT.phone}, ${SUPPORT_CONTACT.hours}. Nous répondons sous 24 heures ouvrées.`,
    },
  ],
} as const;

export const TERMS_TEXTS = {
  title: "Conditions générales d'utilisation",
  updated: 'Dernière mise à jour : novembre 2026',
  preambleTitle: 'Préambule',
  preamble:
    'Les présentes conditions générales d’utilisation encadrent l’accès à la plateforme de dons et de financement participatif, et son utilisation par les donateurs, les associations et les visiteurs. En créant un compte ou en effectuant un don, vous les acceptez sans réserve.',
  articles: [
    {
      title: 'Article 1 – Objet',
      paragraphs: [
        'La plateforme met en relation des associations vérifiées, qui publient des campagnes de financement, et des donateurs qui souhaitent les soutenir par carte bancaire, avec ou sans contrepartie.',
        'Les campagnes sont soit à objectif, avec un montant cible et une date de fin, soit en continu, sans objectif.',
      ],
    },
    {
      title: 'Article 2 – Inscription et compte',
      paragraphs: [
        'L’utilisateur doit être âgé d’au moins 18 ans, fournir des informations exactes et à jour, et accepter les présentes conditions.',
        'Il est responsable de la confidentialité de son mot de passe et de toute action effectuée depuis son compte. Un don peut aussi être fait sans compte.',
      ],
    },
    {
      title: 'Article 3 – Dons et transactions',
      paragraphs: [
        'Les paiements sont traités par un prestataire de paiement spécialisé. La plateforme ne conserve aucune donnée de carte bancaire.',
        'La plateforme prélève une commission de 5 % sur les fonds collectés, ainsi que des frais de paiement d’environ 2,9 % + 0,25 € par transaction. Ces frais ne sont dus que si une campagne à objectif réussit, ou pour un financement en continu.',
        'Une campagne à objectif qui atteint son but est versée automatiquement à l’association à sa date de fin. Si l’objectif n’est pas atteint, les donateurs sont intégralement remboursés. Les campagnes en continu sont versées chaque mois et conservent tous les fonds.',
        'Les dons sont définitifs. Une exception peut être demandée en contactant le support dans les 24 heures suivant le don.',
      ],
    },
    {
      title: 'Article 4 – Obligations des associations',
      paragraphs: [
        'Les associations s’engagent à fournir des informations exactes sur leur identité et leurs projets, à utiliser les fonds conformément à la campagne présentée et à envoyer les contreparties promises aux donateurs.',
        'La plateforme peut refuser ou suspendre une association ou une campagne qui ne respecte pas ces engagements.',
      ],
    },
    {
      title: 'Article 5 – Protection des données',
      paragraphs: [
        'Les données personnelles collectées (nom, email, téléphone, historique des dons) servent uniquement au fonctionnement du service, à l’envoi des reçus et au suivi des contreparties. Elles ne sont jamais vendues.',
        'Conformément au RGPD, vous disposez d’un droit d’accès, de rectification et de suppression de vos données, en écrivant au support. Un don peut être rendu anonyme sur la page publique de la campagne.',
      ],
    },
    {
      title: 'Article 6 – Responsabilité',
      paragraphs: [
        'La plateforme vérifie les associations avant leur publication, mais chaque association reste seule responsable de la réalisation de ses projets et de l’envoi des contreparties.',
        'La plateforme s’efforce d’assurer un accès continu au service, sans pouvoir garantir l’absence d’interruption.',
      ],
    },
    {
      title: 'Article 7 – Modifications',
      paragraphs: [
        'La plateforme peut modifier les présentes conditions. Les utilisateurs en sont informés, et la poursuite de l’utilisation du service vaut acceptation des nouvelles conditions.',
      ],
    },
  ],
  contactTitle: 'Contact',
  contactText: `Pour toute question sur ces conditions, écrivez à ${SUPPORT_CONTACT.email} ou appelez le ${SUPPORT_CONTACT.phone}, ${SUPPORT_CONTACT.hours}. Nous répondons sous 24 heures ouvrées.`,
} as const;
