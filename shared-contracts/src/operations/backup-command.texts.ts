/**
 * Output of `npm run backup` and `npm run restore` (operators, on the server). Imported by path
 * by the API's commands: nothing of it is in shared-contracts' barrel (no screen needs it).
 */
export const BACKUP_COMMAND_TEXTS = {
  backupUsage: 'Usage : npm run backup [-- <dossier>] (par défaut backups/<date> ici)',
  restoreUsage: 'Usage : npm run restore -- <dossier de sauvegarde>',
  unknownOption: (option: string) => `Option inconnue : ${option}`,
  targetExists: (folder: string) =>
    `${folder} existe déjà et n'est pas vide : choisissez un nouveau dossier de sauvegarde.`,
  backupStarted: (folder: string, kind: string) => `Sauvegarde vers ${folder} (${kind})`,
  databaseDone: (what: string) => `  base de données : ${what}`,
  embeddedCopy: 'copie à chaud du PostgreSQL intégré, rejouée et vérifiée',
  dumpDone: (tool: string, bytes: string) => `${tool}, ${bytes}`,
  filesDone: (count: number, bytes: string, store: string) =>
    `  fichiers déposés : ${count} (${bytes}), depuis ${store}`,
  filesMissing: (count: number, keys: string) =>
    `  ATTENTION : ${count} fichier(s) enregistré(s) en base mais absent(s) du stockage : ${keys}`,
  figures: (donations: string, ledger: string, receipts: number, documents: number) =>
    `  contrôle : dons payés ${donations}, grand livre ${ledger}, ${receipts} reçu(s) fiscal(aux), ${documents} document(s)`,
  backupDone: (folder: string) => `Sauvegarde terminée : ${folder}`,
  noPgTool: (tool: string, major: number, found: string) =>
    `${tool} ${major} ou plus récent introuvable (trouvés : ${found || 'aucun'}). Installez le client PostgreSQL ${major} (apt-get install postgresql-client-${major}) ou indiquez son dossier bin dans PG_BIN_DIR.`,
  notABackup: (folder: string) =>
    `${folder} n'est pas une sauvegarde complète (backup.json absent).`,
  damaged: (what: string) => `Sauvegarde abîmée : ${what} ne correspond pas à son empreinte.`,
  restoreStarted: (folder: string, createdAt: string) =>
    `Restauration de ${folder} (sauvegarde du ${createdAt})`,
  databaseNotEmpty: (where: string) =>
    `La base cible n'est pas vide (${where}) : la restauration se fait sur une base vide, rien n'a été modifié.`,
  dataDirNotEmpty: (pgDir: string) =>
    `Le dossier de données contient déjà une base (${pgDir}) : restaurez dans un DATA_DIR vide, rien n'a été modifié.`,
  embeddedToExternal:
    "Cette sauvegarde vient du PostgreSQL intégré : elle se restaure dans un DATA_DIR vide, sans DATABASE_URL (pour passer sur un serveur PostgreSQL, restaurez-la d'abord puis sauvegardez la base depuis ce serveur).",
  fileExists: (key: string) =>
    `Le stockage contient déjà ${key} : la restauration se fait sur un stockage vide, rien n'a été modifié.`,
  databaseRestored: '  base de données restaurée',
  filesRestored: (count: number, store: 'S3' | 'disque') =>
    `  fichiers restaurés : ${count}, ${store === 'S3' ? 'dans S3' : 'sur le disque'}`,
  figuresMatch:
    '  contrôle : sommes du grand livre, dons, reçus et documents identiques à la sauvegarde',
  figuresDiffer: (expected: string, actual: string) =>
    `Les chiffres de la base restaurée diffèrent de ceux de la sauvegarde.\n  attendus : ${expected}\n  trouvés  : ${actual}`,
  restoreDone: 'Restauration terminée : démarrez la plateforme (npm start).',
  /** The ledger's kinds (api/src/db/schema/ledger.ts LEDGER_KINDS), in the control line. */
  ledgerKinds: {
    payment: 'paiements',
    fee: 'frais',
    commission: 'commission',
    transfer: 'virements',
    refund: 'remboursements',
    recovery: 'recouvrements',
    dispute_fee: 'frais de litige',
  } as Record<string, string>,
} as const;
