import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { envelope, paymentsConfigAnswer, type PaymentsConfig } from '@portal/shared/contracts';

const configEnvelope = envelope(paymentsConfigAnswer);

/** GET /api/payments/config: the local test provider or Stripe (with its publishable key), decided by the server. */
export function usePaymentsConfig() {
  return useSWR<PaymentsConfig>(
    '/payments/config',
    async (path: string) => configEnvelope.parse(await apiFetcher(path)).data,
    { revalidateOnFocus: false },
  );
}
