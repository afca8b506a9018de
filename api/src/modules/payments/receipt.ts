import { formatAmount } from '@portal/shared/money';
import type { PaymentOrderRow } from './tables';
import { invoiceNumber } from './orders';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A paid invoice as a printable page (the browser prints it or saves it as PDF). */
export function receiptHtml(
  order: PaymentOrderRow,
  candidate: { firstName: string; lastName: string; email: string },
  seller: { name: string; address: string; email: string },
): string {
  const number = invoiceNumber(order);
  const paidAt = order.paid_at
    ? new Date(order.paid_at).toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  const line = (label: string, cents: number) =>
    `<tr><td>${escapeHtml(label)}</td><td class="amount">${formatAmount(cents)}</td></tr>`;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>Tax invoice and receipt ${number}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
td { padding: .5rem 0; border-bottom: 1px solid #d9e2ec; }
.amount { text-align: right; }
.total td { font-weight: 700; }
@media print { button { display: none; } }
</style>
</head>
<body>
<h1>Tax invoice and receipt</h1>
<p><strong>${escapeHtml(seller.name)}</strong><br>${escapeHtml(seller.address)}<br>${escapeHtml(seller.email)}</p>
<p>Invoice ${number}<br>Paid ${escapeHtml(paidAt)}${order.card_last4 ? ` by card ending ${escapeHtml(order.card_last4)}` : ''}</p>
<p>Billed to ${escapeHtml(`${candidate.firstName} ${candidate.lastName}`)}<br>${escapeHtml(candidate.email)}</p>
<table>
${line(`${order.plan_name} plan: ${order.months.join(', ')} ${order.year} (${order.months.length} × ${formatAmount(order.monthly_price)})`, order.plan_amount)}
${order.tailor_cv ? line('Professional CV', order.cv_amount) : ''}
<tr class="total"><td>Total paid (AUD, GST included)</td><td class="amount">${formatAmount(order.total)}</td></tr>
${line('GST included in the total', order.gst)}
</table>
<p>Status: paid</p>
</body>
</html>
`;
}
