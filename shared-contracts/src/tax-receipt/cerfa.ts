/**
 * The form the reçus fiscaux follow, in one place (the PDF, the texts and the README read it):
 * Cerfa n° 11580*05, « Reçu des dons et versements effectués par les particuliers au titre des
 * articles 200 et 978 du code général des impôts », published by the DGFiP in April 2023
 * (impots.gouv.fr, formulaire 11580*05; summary of what changed from *04:
 * https://solidarite-peuple-animal.com/plan-de-relance,lecture,338.html). It is for private
 * donors only: art. 238 bis (companies) left it for their own form, Cerfa 16216*01, and the
 * beneficiary must now print its SIREN or RNA number.
 */
const NUMBER = '11580';
const VERSION = '05';

export const CERFA_11580 = {
  number: NUMBER,
  version: VERSION,
  /** 'Cerfa n° 11580*05' */
  label: `Cerfa n° ${NUMBER}*${VERSION}`,
  /** Art. 200 CGI: income tax reduction; art. 978 CGI: IFI reduction. */
  articles: ['200', '978'] as const,
} as const;
