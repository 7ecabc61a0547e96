// Texts of the rich-text editor and the reward editor that the spec does not spell out. The
// spec's own (placeholder, upload and URL errors) come from shared-contracts.

export const EDITOR_TEXTS = {
  loading: "Chargement de l'éditeur...",
  toolbarLabel: 'Mise en forme',
  sizeLabel: 'Taille du texte',
  sizes: { small: 'Petit', normal: 'Normal', large: 'Grand', huge: 'Très grand' },
  insertImage: 'Insérer une image',
  insertVideo: 'Insérer une vidéo',
  uploadImage: 'Téléverser une image',
  uploadVideo: 'Téléverser une vidéo',
  imageUrl: "URL de l'image",
  videoUrl: 'URL de la vidéo',
  imageUrlHint: 'Adresse commençant par http ou /.',
  videoUrlHint: 'Fichier vidéo, ou lien YouTube ou Vimeo. Adresse commençant par http ou /.',
  imageAlt: 'Texte alternatif (décrit l’image)',
  uploading: 'Téléversement en cours...',
  insert: 'Insérer',
  cancel: 'Annuler',
  imageTypeNotAllowed: 'Format non pris en charge. Utilisez JPEG, PNG, GIF ou WebP.',
  videoTypeNotAllowed: 'Format non pris en charge. Utilisez MP4, WebM, OGG, AVI ou MOV.',
  embeddedVideo: (provider: string) => `▶ Regarder la vidéo sur ${provider}`,
  embeddedVideoGeneric: '▶ Regarder la vidéo',
  link: {
    address: 'Adresse du lien',
    placeholder: 'https://exemple.fr/',
    hint: 'Commence par https:// ou par / pour une page du site. Videz le champ pour retirer le lien.',
    invalid: 'Adresse invalide : elle doit commencer par https:// ou par / (page du site).',
    save: 'Enregistrer',
  },
} as const;

/** Names of the toolbar's buttons (the ones @mantine/tiptap gives its controls), in French. */
export const EDITOR_CONTROL_LABELS = {
  boldControlLabel: 'Gras',
  italicControlLabel: 'Italique',
  underlineControlLabel: 'Souligné',
  strikeControlLabel: 'Barré',
  clearFormattingControlLabel: 'Effacer la mise en forme',
  linkControlLabel: 'Lien',
  unlinkControlLabel: 'Retirer le lien',
  bulletListControlLabel: 'Liste à puces',
  orderedListControlLabel: 'Liste numérotée',
  h1ControlLabel: 'Titre 1',
  h2ControlLabel: 'Titre 2',
  h3ControlLabel: 'Titre 3',
  h4ControlLabel: 'Titre 4',
  h5ControlLabel: 'Titre 5',
  h6ControlLabel: 'Titre 6',
  blockquoteControlLabel: 'Citation',
  codeControlLabel: 'Code',
  codeBlockControlLabel: 'Bloc de code',
} as const;

export const REWARD_EDITOR_TEXTS = {
  legend: 'Contreparties',
  hint: 'Une contrepartie est enregistrée quand elle a un montant (1 € minimum) et un titre.',
  none: 'Aucune contrepartie pour le moment.',
  add: 'Ajouter une contrepartie',
  reward: (n: number) => `Contrepartie ${n}`,
  amount: 'Montant minimum (€)',
  title: 'Titre',
  description: 'Description',
  includesPrevious: 'Inclut les contreparties précédentes',
  value: 'Valeur de la contrepartie (€)',
  valueHint:
    'Obligatoire, pour les reçus fiscaux : sa valeur réelle (prix de vente ou de revient). Au-delà du quart du don ou du plafond annuel par donateur, le don ne donne pas de reçu fiscal.',
  moveUp: (n: number) => `Monter la contrepartie ${n}`,
  moveDown: (n: number) => `Descendre la contrepartie ${n}`,
  remove: (n: number) => `Supprimer la contrepartie ${n}`,
  titleRequired: 'Ajoutez un titre pour garder cette contrepartie.',
} as const;
