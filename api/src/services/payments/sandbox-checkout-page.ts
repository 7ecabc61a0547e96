import { centsToEuros, escapeHtml, formatEuros } from 'shared-contracts';
import { serverPage } from '../../lib/html-page';
import { savedCardOf } from './sandbox-cards';

// Every value placed in the page goes through escapeHtml: the page never trusts stored text.

export const SANDBOX_TEXTS = {
  title: 'Paiement sécurisé (bac à sable)',
  declined: "Paiement refusé : votre carte a été déclinée. Aucun montant n'a été débité.",
  unknownCard:
    'Carte non reconnue par le bac à sable : utilisez la carte de test 4242 4242 4242 4242.',
  invalidCard: 'Numéro de carte invalide.',
  expired: "Cette session de paiement a expiré. Aucun montant n'a été débité.",
  alreadyPaid: 'Ce paiement a déjà été effectué. Merci pour votre contribution !',
  notFound: 'Session de paiement non trouvée',
  cancel: 'Annuler et revenir à la campagne',
  testCards:
    "Cartes de test : 4242 4242 4242 4242 (paiement accepté), 4000 0000 0000 0002 (paiement refusé). Dons réguliers : 4000 0000 0000 0341 (prélèvements suivants refusés), 4000 0000 0000 5126 (refusé une fois puis accepté), 4000 0000 0000 0069 (carte qui expire). Aucune carte réelle n'est débitée.",
  saveCard: 'Enregistrer la carte',
  setupDescription:
    "Aucun montant n'est débité maintenant : la carte servira aux prochains prélèvements.",
} as const;

export interface CheckoutPageModel {
  actionUrl: string;
  amountCents: number;
  description: string;
  cancelUrl: string;
  errorMessage?: string;
  /** Card number typed by the donor, shown again after a refusal. */
  cardNumber?: string;
  holderName?: string;
}

// The row's fields line up at the bottom when 'Expiration (MM/AA)' wraps on a phone; the
// button is the platform's teal 9 (white on it reads at 5:1, WCAG AA).
const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;margin:0;color:#212529}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}
.amount{font-size:2rem;font-weight:700;margin:16px 0 4px}
.muted{color:#6c757d;font-size:.9rem}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ced4da;border-radius:8px;font-size:1rem}
.row{display:flex;gap:12px;align-items:flex-end}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#087f5b;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;border-radius:8px;padding:10px;margin-top:16px}
.info{background:#f8f9fa;border-radius:8px;padding:10px;margin-top:16px;font-size:.85rem}
a{color:#1971c2}.cancel{display:block;text-align:center;margin-top:16px}
`;

function layout(body: string): string {
  return serverPage({ title: SANDBOX_TEXTS.title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

/** The hosted checkout form: plain HTML, no script, posts back to the API. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const error = model.errorMessage
    ? `<p class="error" role="alert">${escapeHtml(model.errorMessage)}</p>`
    : '';
  return layout(`
<h1>${escapeHtml(SANDBOX_TEXTS.title)}</h1>
<p class="muted">${escapeHtml(model.description)}</p>
${model.amountCents > 0 ? `<p class="amount">${escapeHtml(formatEuros(centsToEuros(model.amountCents)))}</p>` : `<p class="info">${escapeHtml(SANDBOX_TEXTS.setupDescription)}</p>`}
${error}
<form method="post" action="${escapeHtml(model.actionUrl)}">
<label for="holder_name">Titulaire de la carte</label>
<input id="holder_name" name="holder_name" autocomplete="cc-name" value="${escapeHtml(model.holderName ?? '')}">
<label for="card_number">Numéro de carte</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(model.cardNumber ?? '')}">
<div class="row">
<div><label for="expiry">Expiration (MM/AA)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
</div>
<button type="submit">${model.amountCents > 0 ? `Payer ${escapeHtml(formatEuros(centsToEuros(model.amountCents)))}` : escapeHtml(SANDBOX_TEXTS.saveCard)}</button>
</form>
<p class="info">${escapeHtml(SANDBOX_TEXTS.testCards)}</p>
<a class="cancel" href="${escapeHtml(model.cancelUrl)}">${escapeHtml(SANDBOX_TEXTS.cancel)}</a>
`);
}

/** A page with only a message and a way out (expired, already paid, unknown session). */
export function renderMessagePage(message: string, link?: { href: string; label: string }): string {
  const anchor = link
    ? `<a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
    : '';
  return layout(`
<h1>${escapeHtml(SANDBOX_TEXTS.title)}</h1>
<p class="info">${escapeHtml(message)}</p>
${anchor}
`);
}

/** Card numbers arrive with spaces or dashes as people type them. */
function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export type SandboxCardOutcome = 'pay' | 'decline' | 'unknown' | 'invalid';

export function sandboxCardOutcome(rawNumber: string): SandboxCardOutcome {
  const number = normaliseCardNumber(rawNumber);
  if (number === '4242424242424242' || savedCardOf(number)) return 'pay';
  if (number === '4000000000000002') return 'decline';
  if (!/^\d{12,19}$/.test(number)) return 'invalid';
  return 'unknown';
}
