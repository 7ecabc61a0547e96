// The contribution dialog's code that its first view does not need, in a chunk of its own
// (loaded by load-engaged-parts.ts): what only a submit runs (what is sent, and sending it) and what only
// some donors reach (a posted reward's address, asked with its rule; a regular gift's terms). The embed of the whole
// flow (features/embed) shows the dialog as its first view, so what stays out of it here is
// what that route's first visit does not download (issue 30, item 3; the 250 KB budget).
export { sendDonation } from './send-donation';
export { ShippingAddressFields } from './components/ShippingAddressFields';
export { RegularGiftTerms } from './components/RegularGiftTerms';
export { contributionSubmission, shippingErrors } from './state/contribution-sending';
