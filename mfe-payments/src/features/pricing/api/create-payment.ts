import { api } from '@portal/shared';
import {
  createPaymentAnswer,
  envelope,
  type CreatePaymentAnswer,
  type CreatePaymentRequest,
} from '@portal/shared/contracts';

const createPaymentEnvelope = envelope(createPaymentAnswer);

/** POST /api/create-payment: the server prices the order and answers the intent's client secret; `signal` aborts it. */
export async function createPayment(request: CreatePaymentRequest, signal: AbortSignal): Promise<CreatePaymentAnswer> {
  return createPaymentEnvelope.parse(await api().post('create-payment', { json: request, signal }).json()).data;
}
