import {
  DEMO_OPERATOR_IDENTITY,
  OPERATOR_IDENTITY_ENV,
  type OperatorIdentity,
  type PartialOperatorIdentity,
} from 'shared-contracts';

export interface LegalOperatorSettings {
  /** What the legal pages show: the LEGAL_* settings, the demo identity for those unset outside production. */
  operator: PartialOperatorIdentity;
  /** The LEGAL_* variables unset in production: the pages show them as not provided. */
  missing: string[];
}

/**
 * The operator's identity for the mentions légales (LCEN, loi n° 2004-575 du 21 juin 2004,
 * article 6 III), from the LEGAL_* environment variables (OPERATOR_IDENTITY_ENV). Outside
 * production an unset one takes the demo operator's value, so `npm start` shows complete pages;
 * in production it stays unset (a fictional identity must never pass for the real one) and is
 * listed in `missing`, for a warning at start-up.
 */
export function loadLegalOperator(env: NodeJS.ProcessEnv = process.env): LegalOperatorSettings {
  const isProduction = env.NODE_ENV === 'production';
  const operator: PartialOperatorIdentity = {};
  const missing: string[] = [];
  for (const [field, variable] of Object.entries(OPERATOR_IDENTITY_ENV) as [
    keyof OperatorIdentity,
    string,
  ][]) {
    const value = env[variable]?.trim();
    if (value) operator[field] = value;
    else if (isProduction) missing.push(variable);
    else operator[field] = DEMO_OPERATOR_IDENTITY[field];
  }
  return { operator, missing };
}
