/** Leaves the page for the provider's authentication page, as Stripe's redirect does (a fresh page load). */
export function redirectToProvider(url: string): void {
  window.location.assign(url);
}
