import { z } from 'zod';
import { lazy } from '../common/lazy';

/**
 * Who runs this deployment of the platform, as the mentions légales must name them (LCEN,
 * loi n° 2004-575 du 21 juin 2004, article 6 III: the publisher's name, legal form, address,
 * registration number and contact, the director of publication; and the host's name, address
 * and telephone). They differ per deployment: operator settings (environment variables named
 * in OPERATOR_IDENTITY_ENV), sent to the page in the runtime config.
 */
export const operatorIdentitySchema = lazy(() =>
  z.object({
    publisherName: z.string().trim().min(1),
    /** Forme juridique et capital le cas échéant: 'Association loi 1901', 'SAS au capital de…'. */
    publisherLegalForm: z.string().trim().min(1),
    publisherAddress: z.string().trim().min(1),
    /** SIREN, RCS or RNA number, as registered. */
    publisherRegistration: z.string().trim().min(1),
    /** The contact address for legal, personal-data and accessibility requests. */
    publisherEmail: z.string().trim().min(1),
    publisherPhone: z.string().trim().min(1),
    publicationDirector: z.string().trim().min(1),
    hostName: z.string().trim().min(1),
    hostAddress: z.string().trim().min(1),
    hostPhone: z.string().trim().min(1),
  }),
);

export type OperatorIdentity = z.infer<typeof operatorIdentitySchema>;
/** What a page may know of the operator: a field left unset is shown as not provided. */
export type PartialOperatorIdentity = Partial<OperatorIdentity>;

/** The environment variable behind each field (api/src/config.ts reads them). */
export const OPERATOR_IDENTITY_ENV = {
  publisherName: 'LEGAL_PUBLISHER_NAME',
  publisherLegalForm: 'LEGAL_PUBLISHER_FORM',
  publisherAddress: 'LEGAL_PUBLISHER_ADDRESS',
  publisherRegistration: 'LEGAL_PUBLISHER_REGISTRATION',
  publisherEmail: 'LEGAL_PUBLISHER_EMAIL',
  publisherPhone: 'LEGAL_PUBLISHER_PHONE',
  publicationDirector: 'LEGAL_PUBLICATION_DIRECTOR',
  hostName: 'LEGAL_HOST_NAME',
  hostAddress: 'LEGAL_HOST_ADDRESS',
  hostPhone: 'LEGAL_HOST_PHONE',
} as const satisfies Record<keyof OperatorIdentity, string>;

/**
 * The fictional operator of the demo (`npm start` outside production), so that the pages read
 * as they will once configured. In production an unset field stays unset (shown as not
 * provided, and the server warns at start-up): a demo identity must never pass for the real one.
 */
export const DEMO_OPERATOR_IDENTITY: OperatorIdentity = {
  publisherName: 'Plateforme de dons (démonstration)',
  publisherLegalForm: 'Association loi 1901',
  publisherAddress: '12 rue de la Solidarité, 75011 Paris',
  publisherRegistration: 'SIREN 000 000 000 (fictif, démonstration)',
  publisherEmail: 'contact@plateforme-dons.fr',
  publisherPhone: '01 84 80 12 34',
  publicationDirector: 'Camille Martin, présidente',
  hostName: 'Hébergeur Exemple SAS',
  hostAddress: '1 avenue du Serveur, 59100 Roubaix',
  hostPhone: '03 20 00 00 00',
};

/**
 * The fields of an unknown value that are valid operator settings (the runtime config's copy),
 * trimmed; none when one is not a text or is blank, or when the value is not an object, as
 * operatorIdentitySchema.partial() would judge it. Read by hand: the shell calls this at every
 * start, before the first render, where building the schema cost some 50 zod instances.
 */
export function readOperatorIdentity(value: unknown): PartialOperatorIdentity {
  const settings = value ?? {};
  if (typeof settings !== 'object' || Array.isArray(settings)) return {};
  const identity: PartialOperatorIdentity = {};
  for (const key of Object.keys(OPERATOR_IDENTITY_ENV) as (keyof OperatorIdentity)[]) {
    const field = (settings as Record<string, unknown>)[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || field.trim() === '') return {};
    identity[key] = field.trim();
  }
  return identity;
}

// shared-contracts is a federation singleton: the shell sets the operator it read from the
// runtime config once, before the first render, and the legal pages of mf-public read it.
let currentOperator: PartialOperatorIdentity = {};

/** Called by the shell with the runtime config's operator settings. */
export function configureOperatorIdentity(operator: PartialOperatorIdentity): void {
  currentOperator = operator;
}

/** The operator settings of this page (empty for a remote running alone without a shell). */
export function operatorIdentity(): PartialOperatorIdentity {
  return currentOperator;
}
