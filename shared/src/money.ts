// Build-time entry `@portal/shared/money`: how the portal writes money, for the browser apps and the API alike.
// Its own entry, without zod, so a page that shows an amount and validates nothing does not load the contracts.

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats cents as the portal shows money, everywhere (prices, invoices, receipts, revenue): $240.00, $1,234.50. */
export function formatAmount(cents: number): string {
  return audFormat.format(cents / 100);
}
