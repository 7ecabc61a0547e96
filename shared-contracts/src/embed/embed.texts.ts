// The words of the embeds (issue 30 item 3): the framed pages an association puts on its own
// website, and the manager's panel that hands out their snippets. Imported by path (lazy
// screens and the API's server-rendered embeds): never through the package's barrel. The
// contribution flow's own words are in embed-flow.texts.ts (its page loads them alone).
import { EMBED_FLOW_TEXTS } from './embed-flow.texts';

export const EMBED_TEXTS = {
  /** The iframe's title, read by screen readers on the association's page. */
  frameTitle: (title: string) => `Soutenir « ${title} » sur la plateforme de dons`,
  defaultFrameTitle: 'Soutenir une campagne sur la plateforme de dons',
  support: 'Soutenir ce projet',
  viewProject: 'Voir le projet',
  raisedOf: (raised: string, target: string) => `${raised} collectés sur ${target}`,
  raised: (raised: string) => `${raised} collectés`,
  backers: (count: string) => (count === '1' ? '1 donateur' : `${count} donateurs`),
  percentFunded: (percent: string) => `${percent} financé`,
  continuous: 'Collecte en continu',
  progressLabel: 'Progression de la collecte',
  by: (association: string) => `par ${association}`,
  opensInNewTab: EMBED_FLOW_TEXTS.opensInNewTab,
  notFoundTitle: 'Campagne introuvable',
  notFound: 'Cette campagne n’existe pas ou n’est plus publiée.',
  closed: 'Cette campagne ne reçoit plus de dons.',
} as const;

/** The manager's 'Intégrer à votre site' panel. */
export const EMBED_PANEL_TEXTS = {
  title: 'Intégrer à votre site',
  show: 'Intégrer à votre site',
  intro:
    'Copiez un de ces codes dans une page de votre site : la campagne s’y affiche, toujours à jour, et la fenêtre s’ajuste seule à son contenu. Les dons sont payés sur notre page sécurisée.',
  notPublic:
    'Les intégrations s’affichent une fois la campagne publiée. Vous pouvez déjà copier leur code.',
  kindLabel: 'Ce que vous intégrez',
  kinds: {
    bouton: 'Bouton',
    carte: 'Carte de la campagne',
    compteur: 'Compteur de la collecte',
    don: 'Formulaire de don',
  },
  kindHints: {
    bouton: 'Un bouton « Soutenir ce projet » qui ouvre le don dans un nouvel onglet.',
    carte: 'L’image, le titre, la collecte et le bouton de don.',
    compteur: 'La somme collectée, l’objectif et le nombre de donateurs.',
    don: 'Tout le formulaire de don, dans votre page.',
  },
  amountLabel: 'Montant proposé (facultatif, en €)',
  frequencyLabel: 'Fréquence proposée',
  frequencies: {
    '': 'Au choix du donateur',
    unique: 'Don unique',
    mensuel: 'Chaque mois',
    annuel: 'Chaque année',
  },
  scriptLabel: 'Code à copier (script, recommandé)',
  iframeLabel: 'Ou, sans script (hauteur fixe)',
  linkLabel: 'Lien direct vers le don prérempli',
  copy: 'Copier',
  copied: 'Copié',
  copiedToast: 'Code copié dans le presse-papiers.',
  copyFailed: 'La copie a échoué : sélectionnez le code et copiez-le vous-même.',
  preview: 'Aperçu',
  previewNote: 'Aperçu tel qu’il apparaîtra sur votre site.',
} as const;
