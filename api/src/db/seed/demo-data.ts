import type { Category } from 'shared-contracts';

/** Demo accounts (also listed in api/README.md and the root README). */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@demo.plateforme-dons.fr',
    password: 'Admin123!',
    fullName: 'Sophie Admin',
  },
  manager: {
    email: 'gerant@demo.plateforme-dons.fr',
    password: 'Gerant123!',
    fullName: 'Marc Gérant',
  },
  managerPending: {
    email: 'gerante.attente@demo.plateforme-dons.fr',
    password: 'Gerant123!',
    fullName: 'Claire Attente',
  },
  donor: {
    email: 'donateur@demo.plateforme-dons.fr',
    password: 'Donateur123!',
    fullName: 'Julie Donatrice',
  },
} as const;

export interface DemoCampaign {
  title: string;
  description: string;
  story: string;
  /** Euros; null: continuous funding. */
  target: number | null;
  /** Days from now; null: ongoing. */
  endsInDays: number | null;
  status: 'draft' | 'active' | 'completed';
  /**
   * Each reward's value in euros, as a manager must state it (reçus fiscaux, art. 200 CGI and
   * BOI-IR-RICI-250-10-20-10): at most a quarter of its minimum gift and the yearly flat cap
   * (rewardAllowsTaxReceipt in shared-contracts), or `noMarketValue` for a thank-you or news
   * that is worth nothing on a market.
   */
  rewards: ({ amount: number; title: string; description: string } & (
    { value: number; noMarketValue?: never } | { value?: never; noMarketValue: true }
  ))[];
  /** Paid demo donations, in euros. */
  donations: {
    name: string;
    amount: number;
    anonymous?: boolean;
    message?: string;
    byDemoDonor?: boolean;
  }[];
}

export interface DemoAssociation {
  name: string;
  category: Category;
  /** The beneficiary block of its reçus fiscaux (Cerfa 11580*05): street, postal code, commune. */
  street: string;
  postalCode: string;
  city: string;
  /** RNA ('W' + 9 digits) and, for some, a SIREN (9 digits, Luhn): made up, well-formed. */
  rna: string;
  siren?: string;
  description: string;
  status: 'approved' | 'pending';
  /** Managed by the demo manager. */
  managedByDemoManager?: boolean;
  campaigns: DemoCampaign[];
}

export const DEMO_ASSOCIATIONS: DemoAssociation[] = [
  {
    name: 'Les Restos du Quartier',
    category: 'social',
    street: '14 rue Paul Bert',
    postalCode: '69003',
    city: 'Lyon',
    rna: 'W691075432',
    siren: '784302150',
    description:
      '<p>Des repas chauds et un accueil chaleureux pour les personnes isolées du quartier.</p>',
    status: 'approved',
    managedByDemoManager: true,
    campaigns: [
      {
        title: "Un repas chaud pour l'hiver",
        description: 'Financer 5 000 repas chauds distribués cet hiver.',
        story:
          '<h2>Notre projet</h2><p>Chaque soir, nos bénévoles servent des repas chauds. <strong>Cet hiver</strong>, nous voulons doubler nos distributions.</p>',
        target: 5000,
        endsInDays: 45,
        status: 'active',
        rewards: [
          {
            amount: 10,
            title: 'Merci personnalisé',
            description: 'Une carte de remerciement écrite par nos bénévoles.',
            noMarketValue: true,
          },
          {
            amount: 50,
            title: 'Repas partagé',
            description: 'Une invitation à un repas partagé avec l’équipe.',
            value: 12,
          },
        ],
        donations: [
          {
            name: 'Julie Donatrice',
            amount: 50,
            message: 'Bravo pour votre action !',
            byDemoDonor: true,
          },
          { name: 'Paul Martin', amount: 20 },
          { name: 'Anonyme', amount: 100, anonymous: true },
        ],
      },
      {
        title: 'Soutien continu à l’épicerie solidaire',
        description: 'Un soutien mensuel pour garnir les rayons de l’épicerie solidaire.',
        story: '<p>L’épicerie solidaire accueille 200 familles chaque mois.</p>',
        target: null,
        endsInDays: null,
        status: 'active',
        rewards: [
          {
            amount: 5,
            title: 'Newsletter des bénévoles',
            description: 'Des nouvelles de l’épicerie chaque mois.',
            noMarketValue: true,
          },
        ],
        donations: [{ name: 'Julie Donatrice', amount: 15, byDemoDonor: true }],
      },
      {
        title: 'Rénovation de la cuisine (brouillon)',
        description: 'Projet en préparation.',
        story: '<p>À venir.</p>',
        target: 12000,
        endsInDays: 60,
        status: 'draft',
        rewards: [],
        donations: [],
      },
    ],
  },
  {
    name: 'Toit pour Tous',
    category: 'social',
    street: '27 boulevard de la Libération',
    postalCode: '13001',
    city: 'Marseille',
    rna: 'W133021876',
    siren: '802124578',
    description: '<p>Accompagner les familles vers un logement digne.</p>',
    status: 'approved',
    campaigns: [
      {
        title: 'Meubler dix appartements',
        description: 'Des meubles pour dix familles relogées.',
        story: '<p>Un logement, c’est aussi une table, des lits et des chaises.</p>',
        target: 8000,
        endsInDays: 20,
        status: 'active',
        rewards: [
          {
            amount: 20,
            title: 'Photo de l’appartement meublé',
            description: 'Avec l’accord des familles.',
            noMarketValue: true,
          },
        ],
        donations: [{ name: 'Luc Bernard', amount: 250 }],
      },
    ],
  },
  {
    name: 'Santé Solidaire',
    category: 'health',
    street: '8 rue Gambetta',
    postalCode: '59000',
    city: 'Lille',
    rna: 'W595014623',
    description: '<p>Un cabinet médical mobile pour les zones rurales.</p>',
    status: 'approved',
    campaigns: [
      {
        title: 'Un camion médical pour nos villages',
        description: 'Équiper un camion pour des consultations itinérantes.',
        story: '<p>Dans nos villages, le premier médecin est parfois à 40 km.</p>',
        target: 30000,
        endsInDays: 90,
        status: 'active',
        rewards: [
          {
            amount: 25,
            title: 'Autocollant officiel',
            description: 'L’autocollant du camion médical.',
            value: 1,
          },
          {
            amount: 100,
            title: 'Visite du camion',
            description: 'Une visite guidée lors de l’inauguration.',
            noMarketValue: true,
          },
        ],
        donations: [
          { name: 'Emma Leroy', amount: 100, message: 'Pour mes grands-parents.' },
          { name: 'Julie Donatrice', amount: 30, byDemoDonor: true },
        ],
      },
    ],
  },
  {
    name: 'Cartable pour Demain',
    category: 'education',
    street: '5 allée Jean Jaurès',
    postalCode: '31000',
    city: 'Toulouse',
    rna: 'W313018457',
    siren: '518394465',
    description: '<p>Des fournitures et du soutien scolaire pour chaque enfant.</p>',
    status: 'approved',
    campaigns: [
      {
        title: 'Rentrée pour 300 écoliers',
        description: 'Des cartables complets pour 300 enfants.',
        story: '<p>Un cartable complet coûte 40 € : aidez-nous à en offrir 300.</p>',
        target: 1200,
        endsInDays: 10,
        status: 'active',
        rewards: [
          {
            amount: 40,
            title: 'Dessin d’un écolier',
            description: 'Un dessin envoyé par un enfant.',
            noMarketValue: true,
          },
        ],
        donations: [
          { name: 'Hugo Petit', amount: 400 },
          { name: 'Anonyme', amount: 900, anonymous: true },
        ],
      },
    ],
  },
  {
    name: 'Lire Ensemble',
    category: 'education',
    street: '3 quai de la Fosse',
    postalCode: '44000',
    city: 'Nantes',
    rna: 'W442009871',
    description: '<p>Des ateliers de lecture pour tous les âges.</p>',
    status: 'approved',
    campaigns: [
      {
        title: 'Bibliothèque mobile',
        description: 'Une bibliothèque itinérante, en continu.',
        story: '<p>Les livres viennent à vous.</p>',
        target: null,
        endsInDays: null,
        status: 'active',
        rewards: [],
        donations: [{ name: 'Chloé Moreau', amount: 35 }],
      },
    ],
  },
  {
    name: 'Forêts Vivantes',
    category: 'environment',
    street: '16 rue Félix Poulat',
    postalCode: '38000',
    city: 'Grenoble',
    rna: 'W381004562',
    siren: '442900312',
    description: '<p>Replanter et protéger les forêts françaises.</p>',
    status: 'approved',
    campaigns: [
      {
        title: 'Mille arbres pour la Chartreuse',
        description: 'Replanter mille arbres après les incendies.',
        story: '<p>Un arbre planté coûte 5 €.</p>',
        target: 5000,
        endsInDays: 30,
        status: 'active',
        rewards: [
          {
            amount: 5,
            title: 'Un arbre à votre nom',
            description: 'Un certificat de plantation.',
            noMarketValue: true,
          },
          {
            amount: 50,
            title: 'Journée de plantation',
            description: 'Participez à une journée de plantation.',
            value: 10,
          },
        ],
        donations: [{ name: 'Nina Garnier', amount: 75 }],
      },
      {
        title: 'Nettoyage des rivières 2025',
        description: 'Campagne terminée : merci à tous !',
        story: '<p>Objectif atteint : 3 tonnes de déchets retirées.</p>',
        target: 2000,
        endsInDays: null,
        status: 'completed',
        rewards: [],
        donations: [{ name: 'Marie Roux', amount: 2000 }],
      },
    ],
  },
  {
    name: 'Océans Propres',
    category: 'environment',
    street: '2 rue de Siam',
    postalCode: '29200',
    city: 'Brest',
    rna: 'W294003318',
    description: '<p>Une association en cours de vérification.</p>',
    status: 'pending',
    campaigns: [],
  },
];
