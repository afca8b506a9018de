import useSWR from 'swr';
import { api, apiFetcher } from '@portal/shared';
import {
  envelope,
  invoicePage,
  subscriptionList,
  type Invoice,
  type Page,
  type Subscription,
} from '@portal/shared/contracts';

const subscriptionsEnvelope = envelope(subscriptionList);
const invoicesEnvelope = envelope(invoicePage);

/** GET /api/subscriptions?page=1 (spec section 7: data.data.docs): the candidate's periods, current first. */
export function useSubscriptions() {
  return useSWR<Page<Subscription>>(
    '/subscriptions?page=1',
    async (path: string) => subscriptionsEnvelope.parse(await apiFetcher(path)).data.data,
  );
}

/** GET /api/payments/invoices?page=n: the candidate's paid invoices, newest first. */
export function useInvoices(pageNumber: number) {
  return useSWR<Page<Invoice>>(
    `/payments/invoices?page=${pageNumber}`,
    async (path: string) => invoicesEnvelope.parse(await apiFetcher(path)).data,
  );
}

/** Downloads an invoice's printable receipt (the bearer token goes with it, so it is fetched, then saved). */
export async function downloadReceipt(invoice: Pick<Invoice, '_id' | 'number'>): Promise<void> {
  const blob = await api().get(`payments/invoices/${invoice._id}/receipt`).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${invoice.number}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
