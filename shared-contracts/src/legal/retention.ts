// How long personal data is kept: the durations the privacy policy states and the jobs apply,
// in one place so the text and the jobs cannot disagree.

/**
 * A guest donor's contact data (name, email, phone, address beyond what a reçu fiscal must
 * hold) is removed this many months after their last gift, by the retention job (issue 28,
 * item 6). Source: CNIL, référentiel « gestion des activités commerciales » (2021) and its
 * guide « Les durées de conservation »: three years from the last contact for a person who is
 * not a client; a guest donor's last contact is their last gift.
 */
export const GUEST_CONTACT_RETENTION_MONTHS = 36;

/**
 * Reçus fiscaux and their duplicates, and the tax records of the gifts: six years (Livre des
 * procédures fiscales, article L102 B: books and supporting documents kept six years).
 */
export const TAX_RECORD_RETENTION_YEARS = 6;

/**
 * Accounting records and their supporting documents (the ledger, payments, transfers): ten
 * years (Code de commerce, article L123-22).
 */
export const ACCOUNTING_RECORD_RETENTION_YEARS = 10;

/**
 * Server logs (request ids, client addresses): one year at most, the upper bound of the CNIL's
 * recommendation on logging (recommandation relative à la journalisation, 2021: six months to a
 * year). The operator's log store keeps them; the platform writes no contact data in them.
 */
export const SERVER_LOG_RETENTION_MONTHS = 12;
