// The authorisation matrix's rows for the payments module's routes.
import { monthNames } from '@portal/shared/contracts';
import type { Principal, World } from '../principals';
import { candidatesOnly, everyone, json, type Rows } from './support';

/** The candidate's own records: the candidate and a super admin (no admin, not even the assigned one). */
const ownerAndSuperAdmin = (status: number) => ({
  owner: status,
  otherCandidate: 403,
  assignedAdmin: 403,
  unassignedAdmin: 403,
  superAdmin: status,
});

/** This month: never gone by, and not taken by the demo history (last year's). */
const thisMonth = () => monthNames[new Date().getUTCMonth()]!;

/** A fresh open order of the caller (a candidate), by its client secret; a placeholder for the others. */
async function orderOf(world: World, caller: Principal): Promise<string> {
  if (caller !== 'owner' && caller !== 'otherCandidate') return 'pi_none_secret_none';
  const answer = await world.app.inject({
    method: 'POST',
    url: '/api/create-payment',
    headers: { authorization: `Bearer ${world.tokens[caller]}` },
    payload: { months: [thisMonth()], subscriptionPlanID: 'Gold', tailorCV: false },
  });
  if (answer.statusCode !== 201) throw new Error(`create-payment for ${caller}: ${answer.statusCode} ${answer.body}`);
  return answer.json().data.client_secret as string;
}

/** An order of the caller waiting for authentication (the 3155 card). */
async function orderAwaitingAuthentication(world: World, caller: Principal): Promise<string> {
  const secret = await orderOf(world, caller);
  if (caller === 'owner' || caller === 'otherCandidate')
    await world.app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: { authorization: `Bearer ${world.tokens[caller]}` },
      payload: { client_secret: secret, cardNumber: '4000002500003155', expiry: '12/34', cvc: '123' },
    });
  return secret;
}

const ownersInvoice = async (world: World) =>
  (
    await world.db
      .selectFrom('payment_orders')
      .select('id')
      .where('user_id', '=', world.ids.owner)
      .where('status', '=', 'succeeded')
      .orderBy('paid_at')
      .executeTakeFirstOrThrow()
  ).id;

export const rows: Rows = {
  'GET /api/payments/config': { anonymous: 200, signedIn: everyone(200) },
  'GET /api/check-available-months-for-user': { signedIn: candidatesOnly(200) },
  'POST /api/create-payment': {
    signedIn: candidatesOnly(201),
    request: () => json({ months: [thisMonth()], subscriptionPlanID: 'Silver', tailorCV: true }),
  },
  'GET /api/payments/intents': {
    signedIn: candidatesOnly(200),
    request: async (world, caller) => ({ query: { client_secret: await orderOf(world, caller) } }),
  },
  'POST /api/payments/local/confirm': {
    // The 3155 card: the payment waits for authentication, so the month stays free for the other rows.
    signedIn: candidatesOnly(200),
    request: async (world, caller) =>
      json({
        client_secret: await orderOf(world, caller),
        cardNumber: '4000 0025 0000 3155',
        expiry: '12/34',
        cvc: '123',
      }),
  },
  'POST /api/payments/local/authenticate': {
    signedIn: candidatesOnly(200),
    request: async (world, caller) =>
      json({ client_secret: await orderAwaitingAuthentication(world, caller), outcome: 'fail' }),
  },
  'POST /api/payments/webhook': {
    // Open to the provider; whoever calls, an unsigned event is refused.
    anonymous: 400,
    signedIn: everyone(400),
    request: () => ({ headers: { 'content-type': 'application/json' }, payload: '{"id":"evt_unsigned"}' }),
  },
  'GET /api/payments/invoices': {
    signedIn: ownerAndSuperAdmin(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/payments/invoices/{invoiceId}/receipt': {
    // Another candidate learns nothing of the invoice (404); staff other than super admins are refused by role.
    signedIn: { ...ownerAndSuperAdmin(200), otherCandidate: 404 },
    request: async (world) => ({ url: `/api/payments/invoices/${await ownersInvoice(world)}/receipt` }),
  },
};
