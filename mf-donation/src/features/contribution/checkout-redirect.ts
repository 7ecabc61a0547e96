/**
 * Leaves the site for the payment provider's checkout page. Its own module so that tests can
 * replace it: jsdom's `window.location.assign` cannot be spied on.
 */
export function redirectToCheckout(url: string): void {
  window.location.assign(url);
}
