/**
 * Leaves the site for the payment provider's checkout page. Its own module so that tests can
 * replace it: jsdom's `window.location.assign` cannot be spied on.
 */
export function redirectToCheckout(url: string): void {
  if (checkoutTaker) checkoutTaker(url);
  else window.location.assign(url);
}

let checkoutTaker: ((url: string) => void) | null = null;

/**
 * A page that must not leave for the checkout in place takes its URL instead: the contribution
 * flow framed by an association's site (features/embed), where the hosted checkout cannot run
 * (see EmbedContributionPage). Returns the undo, for the page's unmount.
 */
export function takeCheckoutUrl(take: (url: string) => void): () => void {
  checkoutTaker = take;
  return () => {
    if (checkoutTaker === take) checkoutTaker = null;
  };
}
