// The four legal pages in French, as documents (title, sections of paragraphs, links) that the
// mf-public pages render and the server writes into the page for crawlers (first view): one
// text, two renderings. The operator's identity fills the parts that differ per deployment.
// The route table and the constants through the package's name, not a relative path: the lazy
// legal pages import this file by path, and so take them from the shared copy every page already
// has instead of bundling copies of their own.
import { ROUTES, TOKEN_COOKIE_NAME, TOKEN_LIFETIME_DAYS } from 'shared-contracts';
import { LEGAL_PAGE_TITLES, type LegalPageId } from './legal-page-titles';
import type { PartialOperatorIdentity } from './operator-identity';
import {
  ACCOUNTING_RECORD_RETENTION_YEARS,
  GUEST_CONTACT_RETENTION_MONTHS,
  SERVER_LOG_RETENTION_MONTHS,
  TAX_RECORD_RETENTION_YEARS,
} from './retention';

export interface LegalLink {
  label: string;
  /** A site path (ROUTES.x.href()), a mailto: address or an external https address. */
  href: string;
}

export interface LegalSection {
  title: string;
  paragraphs: string[];
  links?: LegalLink[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** The date the four texts were written; the accessibility statement's date too. */
export const LEGAL_TEXTS_DATE = '27 novembre 2026';

export const LEGAL_TEXTS = {
  updated: `Dernière mise à jour : ${LEGAL_TEXTS_DATE}`,
  /** Shown for an operator setting the deployment has not set. */
  notProvided: '[non renseigné]',
} as const;

/** The operator's fields, each one its value or the not-provided mark. */
function filled(operator: PartialOperatorIdentity) {
  const field = (key: keyof PartialOperatorIdentity) => operator[key] ?? LEGAL_TEXTS.notProvided;
  return {
    name: field('publisherName'),
    form: field('publisherLegalForm'),
    address: field('publisherAddress'),
    registration: field('publisherRegistration'),
    email: field('publisherEmail'),
    phone: field('publisherPhone'),
    director: field('publicationDirector'),
    hostName: field('hostName'),
    hostAddress: field('hostAddress'),
    hostPhone: field('hostPhone'),
    /** A mailto: link to the operator's contact, when there is one. */
    emailLinks: (label: string): LegalLink[] =>
      operator.publisherEmail ? [{ label, href: `mailto:${operator.publisherEmail}` }] : [],
  };
}

const seeAlso = (...ids: LegalPageId[]): LegalLink[] =>
  ids.map((id) => ({ label: LEGAL_PAGE_TITLES[id], href: LEGAL_PAGE_HREFS[id] }));

/** Each legal page's address, from the route table. */
export const LEGAL_PAGE_HREFS: Record<LegalPageId, string> = {
  legalNotice: ROUTES.legalNotice.href(),
  privacy: ROUTES.privacy.href(),
  accessibility: ROUTES.accessibility.href(),
  cookies: ROUTES.cookies.href(),
};

// Article 6 III of the LCEN (loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie
// numérique): the publisher's identity, legal form, address, registration number and contact,
// the director of publication, and the host's name, address and telephone.
function legalNotice(operator: PartialOperatorIdentity): LegalDocument {
  const o = filled(operator);
  return {
    title: LEGAL_PAGE_TITLES.legalNotice,
    updated: LEGAL_TEXTS.updated,
    intro:
      'Ces informations sont publiées conformément à l’article 6 III de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN).',
    sections: [
      {
        title: 'Éditeur',
        paragraphs: [
          `La plateforme est éditée par ${o.name}, ${o.form}, dont le siège est situé ${o.address}.`,
          `Immatriculation : ${o.registration}.`,
          `Contact : ${o.email}, téléphone : ${o.phone}.`,
        ],
        links: o.emailLinks('Écrire à l’éditeur'),
      },
      {
        title: 'Directeur de la publication',
        paragraphs: [`${o.director}.`],
      },
      {
        title: 'Hébergeur',
        paragraphs: [
          `La plateforme est hébergée par ${o.hostName}, ${o.hostAddress}, téléphone : ${o.hostPhone}.`,
        ],
      },
      {
        title: 'Contenus publiés par les associations',
        paragraphs: [
          'Chaque association publie ses campagnes, ses textes, ses images et ses vidéos sous sa propre responsabilité. La plateforme les vérifie avant leur publication et retire tout contenu manifestement illicite qui lui est signalé.',
        ],
        links: seeAlso('privacy', 'cookies', 'accessibility'),
      },
    ],
  };
}

// RGPD (règlement (UE) 2016/679): articles 6 (legal bases), 13 (what to tell the person),
// 15 to 21 (rights), 77 (complaint to the supervisory authority: the CNIL in France).
function privacy(operator: PartialOperatorIdentity): LegalDocument {
  const o = filled(operator);
  return {
    title: LEGAL_PAGE_TITLES.privacy,
    updated: LEGAL_TEXTS.updated,
    intro: `${o.name} est responsable des données personnelles traitées par la plateforme. Chaque association est responsable des données de ses donateurs qu’elle reçoit pour émettre leurs reçus fiscaux et envoyer leurs contreparties. Vos données ne sont jamais vendues ni louées.`,
    sections: [
      {
        title: 'Les données collectées',
        paragraphs: [
          'Donateurs : votre nom, votre adresse email et, si vous le souhaitez, votre téléphone ; l’adresse postale nécessaire à votre reçu fiscal ; vos dons (montant, date, projet, contrepartie, message et choix de l’anonymat).',
          'Paiement : les données de votre carte sont saisies chez le prestataire de paiement et traitées par lui. La plateforme n’en reçoit et n’en conserve aucune : seulement la référence et le statut du paiement.',
          'Associations : l’identité et les coordonnées de l’association et de ses responsables, ses documents (statuts, RIB, pièce d’identité du représentant légal) et ses campagnes.',
          'Journaux techniques : l’adresse IP, la date et la page demandée, pour la sécurité du service.',
        ],
      },
      {
        title: 'Pourquoi, et sur quelle base légale',
        paragraphs: [
          'Traiter votre don, vous en envoyer la confirmation et gérer votre compte : l’exécution du contrat qui nous lie (article 6.1.b du RGPD).',
          'Émettre et conserver les reçus fiscaux, tenir la comptabilité des dons, des remboursements et des versements : nos obligations légales (article 6.1.c du RGPD).',
          'Permettre à l’association de vous tenir informé de ses actions : votre consentement (article 6.1.a du RGPD), demandé par une case que vous êtes libre de cocher et que vous pouvez retirer à tout moment.',
          'Vérifier les associations avant leur publication, sécuriser le service et prévenir la fraude à la carte bancaire : notre intérêt légitime et celui des donateurs (article 6.1.f du RGPD).',
        ],
      },
      {
        title: 'Combien de temps',
        paragraphs: [
          'Compte donateur : tant que votre compte existe. Quand vous le supprimez, vos coordonnées sont effacées.',
          `Don sans compte : vos coordonnées sont effacées ${GUEST_CONTACT_RETENTION_MONTHS} mois après votre dernier don, comme la CNIL le recommande pour une personne qui n’est pas cliente.`,
          `Reçus fiscaux et données fiscales des dons : ${TAX_RECORD_RETENTION_YEARS} ans (article L102 B du Livre des procédures fiscales).`,
          `Pièces comptables (dons, remboursements, versements) : ${ACCOUNTING_RECORD_RETENTION_YEARS} ans (article L123-22 du Code de commerce).`,
          'Documents des associations : tant que l’association est inscrite, puis le temps de ces mêmes obligations légales.',
          `Journaux techniques : ${SERVER_LOG_RETENTION_MONTHS} mois au plus.`,
          'Ce que la loi oblige à garder l’est sans autres coordonnées que celles que le reçu fiscal doit porter.',
        ],
      },
      {
        title: 'Qui reçoit vos données',
        paragraphs: [
          'L’association que vous soutenez : votre nom, votre don et les coordonnées de votre reçu fiscal ; votre email et votre téléphone seulement si vous l’avez autorisée à vous contacter au sujet de ses actions, ou pour vous remettre une contrepartie.',
          'Le prestataire de paiement, pour encaisser votre don, le rembourser le cas échéant et lutter contre la fraude.',
          `L’hébergeur, ${o.hostName}, qui stocke les données pour notre compte.`,
          'Le prestataire d’envoi des emails, qui achemine les confirmations, les reçus fiscaux et les messages du service.',
        ],
      },
      {
        title: 'Vos droits, et comment les exercer',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de portabilité et d’opposition, ainsi que du droit de limiter le traitement et de retirer votre consentement à tout moment (articles 15 à 21 du RGPD).',
          'Depuis votre espace donateur, la rubrique « Mes données » vous permet de télécharger vos données (JSON ou CSV) et de supprimer votre compte ; la rubrique « Mon profil », de les corriger.',
          `Sans compte, ou pour toute autre demande, écrivez à ${o.email}. Nous vous répondons dans un délai d’un mois.`,
          'La suppression ne touche pas ce que la loi nous oblige à conserver : vos dons et vos reçus fiscaux restent, sans autres coordonnées que celles du reçu, et les pages publiques affichent « Donateur anonyme » à la place de votre nom.',
        ],
        links: [
          {
            label: 'Mes données, dans mon espace donateur',
            href: ROUTES.donorDashboard.href({ tab: 'privacy' }),
          },
          ...o.emailLinks('Écrire au responsable des données'),
        ],
      },
      {
        title: 'Réclamation auprès de la CNIL',
        paragraphs: [
          'Si, après nous avoir contactés, vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, en ligne sur www.cnil.fr/fr/plaintes ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
        ],
        links: [
          { label: 'Adresser une réclamation à la CNIL', href: 'https://www.cnil.fr/fr/plaintes' },
          ...seeAlso('cookies'),
        ],
      },
    ],
  };
}

// RGAA 4.1 (référentiel général d'amélioration de l'accessibilité) and its model statement;
// article 47 of loi n° 2005-102 du 11 février 2005. Not audited: 'partiellement conforme'.
function accessibility(operator: PartialOperatorIdentity): LegalDocument {
  const o = filled(operator);
  return {
    title: LEGAL_PAGE_TITLES.accessibility,
    updated: LEGAL_TEXTS.updated,
    intro: `${o.name} s’engage à rendre la plateforme accessible à tous, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s’applique à l’ensemble de la plateforme de dons.`,
    sections: [
      {
        title: 'État de conformité',
        paragraphs: [
          'La plateforme est partiellement conforme au référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1. Aucun audit complet n’a encore été réalisé : ce niveau résulte de nos propres vérifications.',
        ],
      },
      {
        title: 'Ce que nous vérifions',
        paragraphs: [
          'Chaque page publique et chaque écran sont testés automatiquement avec axe-core, selon les règles WCAG 2.1 niveaux A et AA : aucune erreur grave ou critique n’est relevée.',
          'Toutes les pages se parcourent au clavier, avec un lien « Aller au contenu », des titres hiérarchisés et un libellé sur chaque champ de formulaire.',
          'Les pages s’affichent sans défilement horizontal sur un écran de 360 pixels de large.',
        ],
      },
      {
        title: 'Contenus non accessibles',
        paragraphs: [
          'Les contenus publiés par les associations (images, vidéos, récits de campagne) peuvent manquer d’alternative textuelle ou de sous-titres : ils dépendent de chaque association.',
          'Les reçus fiscaux au format PDF ne sont pas balisés pour les lecteurs d’écran. Sur demande, nous vous en adressons le contenu sous une autre forme.',
          'La page de paiement du prestataire de paiement ne relève pas de notre contrôle.',
        ],
      },
      {
        title: 'Établissement de cette déclaration',
        paragraphs: [
          `Cette déclaration a été établie le ${LEGAL_TEXTS_DATE}.`,
          'Technologies utilisées : HTML, CSS, JavaScript. Vérifications : axe-core dans le navigateur Chromium, navigation au clavier, affichage sur écran étroit.',
        ],
      },
      {
        title: 'Signaler un défaut d’accessibilité',
        paragraphs: [
          `Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous à ${o.email} ou appelez le ${o.phone}. Nous vous indiquerons une autre façon d’y accéder ou vous transmettrons le contenu sous une autre forme.`,
        ],
        links: o.emailLinks('Signaler un défaut d’accessibilité'),
      },
      {
        title: 'Voies de recours',
        paragraphs: [
          'Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :',
          'par le formulaire en ligne, formulaire.defenseurdesdroits.fr ;',
          'auprès du délégué du Défenseur des droits de votre région, www.defenseurdesdroits.fr/carte-des-delegues ;',
          'par courrier gratuit, sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
        ],
        links: [
          {
            label: 'Écrire au Défenseur des droits',
            href: 'https://formulaire.defenseurdesdroits.fr/',
          },
          {
            label: 'Trouver un délégué du Défenseur des droits',
            href: 'https://www.defenseurdesdroits.fr/carte-des-delegues',
          },
        ],
      },
    ],
  };
}

// The cookies the code sets: only the session token (writeTokenCookie in shell/src/lib/session.ts,
// named TOKEN_COOKIE_NAME, TOKEN_LIFETIME_DAYS). Strictly necessary cookies need no consent:
// article 82 of the loi Informatique et Libertés and the CNIL's guidelines (délibération
// n° 2020-091 du 17 septembre 2020), so there is no banner.
function cookies(): LegalDocument {
  const lifetime = TOKEN_LIFETIME_DAYS === 1 ? 'un jour' : `${TOKEN_LIFETIME_DAYS} jours`;
  return {
    title: LEGAL_PAGE_TITLES.cookies,
    updated: LEGAL_TEXTS.updated,
    intro:
      'La plateforme ne dépose que ce dont elle a besoin pour fonctionner : un seul cookie, et seulement si vous vous connectez.',
    sections: [
      {
        title: 'Le cookie que nous déposons',
        paragraphs: [
          `« ${TOKEN_COOKIE_NAME} » : il garde votre session ouverte après votre connexion. Il contient votre jeton de connexion, expire au bout d’${lifetime} ou dès votre déconnexion, n’est lu que par la plateforme et n’est jamais transmis à un autre site.`,
          'Sans connexion, par exemple pour un don sans compte, la plateforme ne dépose aucun cookie.',
        ],
      },
      {
        title: 'Aucun traceur',
        paragraphs: [
          'Nous n’utilisons aucun cookie ni traceur de mesure d’audience, de publicité ou de réseau social, et la plateforme ne charge aucun service tiers qui en déposerait.',
          'La page de paiement du prestataire de paiement, sur son propre site, dépose les cookies nécessaires à la sécurité du paiement ; ils relèvent de sa propre politique.',
        ],
      },
      {
        title: 'Pourquoi il n’y a pas de bandeau',
        paragraphs: [
          'Les cookies strictement nécessaires au service que vous demandez sont dispensés de consentement (article 82 de la loi Informatique et Libertés ; lignes directrices de la CNIL, délibération n° 2020-091 du 17 septembre 2020). La plateforme n’en déposant pas d’autres, elle n’a pas à vous demander votre accord et n’affiche donc pas de bandeau.',
        ],
      },
      {
        title: 'Supprimer le cookie',
        paragraphs: [
          'Vous pouvez le supprimer depuis les réglages de votre navigateur, ou simplement en vous déconnectant ; vous devrez ensuite vous reconnecter.',
        ],
        links: seeAlso('privacy'),
      },
    ],
  };
}

/** A legal page's document, its operator parts filled from `operator`. */
export function legalDocument(id: LegalPageId, operator: PartialOperatorIdentity): LegalDocument {
  switch (id) {
    case 'legalNotice':
      return legalNotice(operator);
    case 'privacy':
      return privacy(operator);
    case 'accessibility':
      return accessibility(operator);
    case 'cookies':
      return cookies();
  }
}
