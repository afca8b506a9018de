import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { LocalPaymentIntentRow } from './tables';

/**
 * The local test provider: a small emulator of Stripe's PaymentIntents API that the `stripe` SDK talks to through
 * its fetch HTTP client, so the server has one code path for Stripe and for this. Its state is in the database
 * (any instance answers); each change queues a signed event for POST /api/payments/webhook.
 */

/** Stripe's test payment methods the local card form maps its numbers to, and what each does. */
export const localTestCards = {
  '4242424242424242': { paymentMethod: 'pm_card_visa', outcome: 'succeeded' },
  '4000000000009995': { paymentMethod: 'pm_card_visa_chargeDeclinedInsufficientFunds', outcome: 'declined' },
  '4000002500003155': { paymentMethod: 'pm_card_authenticationRequired', outcome: 'requires_action' },
  // Not a Stripe number: the local provider's own card that is processed for a few seconds, then succeeds.
  '4000000000000077': { paymentMethod: 'pm_card_local_processing', outcome: 'processing' },
} as const;
export type LocalTestCard = keyof typeof localTestCards;

/** How long the local "processing" card stays processing. */
export const localProcessingMs = 3000;

export const declineError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
} as const;
export const authenticationFailedError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

export function intentJson(row: LocalPaymentIntentRow) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    client_secret: row.client_secret,
    metadata: row.metadata,
    last_payment_error: row.last_payment_error,
    next_action: row.next_action,
    livemode: false,
    created: Math.floor(new Date(row.created_at).getTime() / 1000),
  };
}

/** Queues an event about the intent, in the caller's transaction. */
async function queueEvent(trx: Kysely<Database>, type: string, intent: LocalPaymentIntentRow): Promise<void> {
  const event = {
    id: randomId('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: intentJson(intent) },
  };
  await trx
    .insertInto('local_webhook_outbox')
    .values({ event_id: event.id, payload: JSON.stringify(event) })
    .execute();
}

const eventOfStatus: Partial<Record<string, string>> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  requires_action: 'payment_intent.requires_action',
  canceled: 'payment_intent.canceled',
};

/** Changes an intent and queues its event, in one transaction; undefined when it was not in an allowed status. */
async function transition(
  db: Kysely<Database>,
  id: string,
  from: readonly string[],
  change: Partial<Omit<LocalPaymentIntentRow, 'id' | 'metadata'>>,
): Promise<LocalPaymentIntentRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('local_payment_intents')
      .set(change)
      .where('id', '=', id)
      .where('status', 'in', from as LocalPaymentIntentRow['status'][])
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const type =
      row.last_payment_error && row.status === 'requires_payment_method'
        ? 'payment_intent.payment_failed'
        : eventOfStatus[row.status];
    if (type) await queueEvent(trx, type, row);
    return row;
  });
}

type Answer = { status: number; body: unknown };
const stripeError = (status: number, error: Record<string, unknown>): Answer => ({ status, body: { error } });
const notFound = (id: string) =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such payment_intent: '${id}'`,
  });
const unexpectedState = (row: LocalPaymentIntentRow) =>
  stripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent's status is ${row.status}.`,
    payment_intent: intentJson(row),
  });

export class LocalPaymentProvider {
  constructor(private readonly db: Kysely<Database>) {}

  /** The `fetch` the SDK's HTTP client calls: Stripe's REST paths, form-encoded bodies, Stripe's JSON answers. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const answer = await this.answer(init?.method ?? 'GET', url.pathname, params, headers.get('idempotency-key'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': randomId('req') },
    });
  };

  private async answer(
    method: string,
    path: string,
    params: URLSearchParams,
    idempotencyKey: string | null,
  ): Promise<Answer> {
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(params, idempotencyKey);
    const match = /^\/v1\/payment_intents\/([\w-]+)(\/confirm|\/cancel)?$/.exec(path);
    if (!match)
      return stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const [, id, action] = match as unknown as [string, string, string | undefined];
    const row = await this.db.selectFrom('local_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return notFound(id);
    if (method === 'GET' && !action) return { status: 200, body: intentJson(await this.settleIfDue(row)) };
    if (method === 'POST' && action === '/cancel') {
      const canceled = await transition(
        this.db,
        id,
        ['requires_payment_method', 'requires_confirmation', 'requires_action'],
        {
          status: 'canceled',
          next_action: null,
        },
      );
      return canceled ? { status: 200, body: intentJson(canceled) } : unexpectedState(row);
    }
    if (method === 'POST' && action === '/confirm') return this.confirm(row, params);
    return stripeError(405, { type: 'invalid_request_error', message: `${method} is not allowed here.` });
  }

  private async create(params: URLSearchParams, idempotencyKey: string | null): Promise<Answer> {
    const amount = Number(params.get('amount'));
    const currency = params.get('currency') ?? '';
    if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(currency))
      return stripeError(400, { type: 'invalid_request_error', message: 'amount and currency are required.' });
    if (idempotencyKey) {
      const seen = await this.db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (seen) return { status: 200, body: intentJson(seen) };
    }
    const metadata = Object.fromEntries(
      [...params].flatMap(([key, value]) => {
        const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
        return name ? [[name, value]] : [];
      }),
    );
    const id = randomId('pi');
    const inserted = await this.db
      .insertInto('local_payment_intents')
      .values({
        id,
        client_secret: `${id}_secret_${crypto.randomBytes(16).toString('base64url')}`,
        idempotency_key: idempotencyKey,
        amount,
        currency,
        status: 'requires_payment_method',
        metadata: JSON.stringify(metadata) as unknown as Record<string, string>,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    const row =
      inserted ??
      (await this.db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow());
    return { status: 200, body: intentJson(row) };
  }

  private async confirm(row: LocalPaymentIntentRow, params: URLSearchParams): Promise<Answer> {
    const card = Object.values(localTestCards).find((entry) => entry.paymentMethod === params.get('payment_method'));
    if (!card)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such PaymentMethod.',
      });
    const confirmable = ['requires_payment_method', 'requires_confirmation'];
    let changed: LocalPaymentIntentRow | undefined;
    switch (card.outcome) {
      case 'succeeded':
        changed = await transition(this.db, row.id, confirmable, { status: 'succeeded', last_payment_error: null });
        break;
      case 'processing':
        changed = await transition(this.db, row.id, confirmable, {
          status: 'processing',
          last_payment_error: null,
          settles_at: new Date(Date.now() + localProcessingMs),
        });
        break;
      case 'requires_action': {
        const returnUrl = params.get('return_url') ?? '/completepayment';
        const query = new URLSearchParams({ payment_intent: row.id, payment_intent_client_secret: row.client_secret });
        changed = await transition(this.db, row.id, confirmable, {
          status: 'requires_action',
          last_payment_error: null,
          next_action: {
            type: 'redirect_to_url',
            redirect_to_url: { url: `/payment-authentication?${query}`, return_url: returnUrl },
          },
        });
        break;
      }
      case 'declined':
        changed = await transition(this.db, row.id, confirmable, {
          status: 'requires_payment_method',
          last_payment_error: { ...declineError },
        });
        if (changed) return stripeError(402, { ...declineError, payment_intent: intentJson(changed) });
    }
    return changed ? { status: 200, body: intentJson(changed) } : unexpectedState(row);
  }

  /** The bank's answer on the local authentication page (3-D Secure): Complete succeeds, Fail declines. */
  async authenticate(id: string, outcome: 'complete' | 'fail'): Promise<LocalPaymentIntentRow | undefined> {
    return outcome === 'complete'
      ? transition(this.db, id, ['requires_action'], { status: 'succeeded', next_action: null })
      : transition(this.db, id, ['requires_action'], {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: { ...authenticationFailedError },
        });
  }

  private async settleIfDue(row: LocalPaymentIntentRow): Promise<LocalPaymentIntentRow> {
    if (row.status !== 'processing' || !row.settles_at || new Date(row.settles_at).getTime() > Date.now()) return row;
    return (await transition(this.db, row.id, ['processing'], { status: 'succeeded', settles_at: null })) ?? row;
  }

  /** Processing payments whose time is up succeed (the background task runs this every second). */
  async settleDue(): Promise<number> {
    const due = await this.db
      .selectFrom('local_payment_intents')
      .selectAll()
      .where('status', '=', sql.lit('processing'))
      .where('settles_at', '<=', new Date())
      .limit(100)
      .execute();
    for (const row of due) await this.settleIfDue(row);
    return due.length;
  }

  /** The intent whose client secret this is (the browser's handle), or undefined. */
  findByClientSecret(clientSecret: string) {
    return this.db
      .selectFrom('local_payment_intents')
      .selectAll()
      .where('client_secret', '=', clientSecret)
      .executeTakeFirst();
  }
}

/** Due events of the local provider, claimed for delivery (other workers skip them for a minute). */
export async function claimDueEvents(db: Kysely<Database>, limit = 25) {
  const claimed = await sql<{ id: string; payload: string; attempts: number }>`
    update local_webhook_outbox set next_attempt_at = now() + interval '60 seconds'
    where id in (
      select id from local_webhook_outbox
      where status = 'pending' and next_attempt_at <= now()
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id, payload, attempts`.execute(db);
  return claimed.rows;
}

export const maxWebhookAttempts = 8;
/** 1 s, 2 s, 4 s … capped at five minutes. */
export const webhookRetrySeconds = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 300);
