import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  availableMonthsAnswer,
  createPaymentAnswer,
  createPaymentRequest,
  envelope,
  invoicePage,
  localAuthenticateRequest,
  localConfirmRequest,
  ownerPageQuery,
  paymentIntentAnswer,
  paymentIntentQuery,
  paymentsConfigAnswer,
  type Invoice,
  type PaymentIntentView,
} from '@portal/shared/contracts';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { candidateInView } from '../users/access';
import { createOrder, applyIntent, invoiceNumber, monthsEndedWhenPaid, refuseMonthsGoneBy, syncOrder } from './orders';
import { cvPriceCents, monthsOnSale } from './pricing';
import { localTestCards, type LocalTestCard } from './local-provider';
import { receiptHtml } from './receipt';
import { paymentMessages } from './texts';
import type { PaymentOrderRow } from './tables';
import { listPageSize } from '@portal/shared/limits';

function presentIntent(
  order: PaymentOrderRow,
  intent: Pick<Stripe.PaymentIntent, 'id' | 'next_action'> | null,
): PaymentIntentView {
  const monthsEnded = monthsEndedWhenPaid(order);
  return {
    id: order.intent_id ?? '',
    status: order.status,
    orderId: order.id,
    planName: order.plan_name,
    amount: order.total,
    lastPaymentError: order.last_payment_error,
    nextActionUrl: order.status === 'requires_action' ? (intent?.next_action?.redirect_to_url?.url ?? null) : null,
    paidTooLate: monthsEnded.length ? { year: order.year, months: monthsEnded } : null,
  };
}

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The caller's order with this client secret (the browser's handle), or 404. */
  async function ownOrder(userId: string, clientSecret: string, provider?: 'local'): Promise<PaymentOrderRow> {
    const order = await app.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('client_secret', '=', clientSecret)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!order || !order.intent_id || (provider && order.provider !== provider))
      throw new HttpError(404, paymentMessages.paymentNotFound);
    return order;
  }

  function localProvider() {
    if (!app.payments.local) throw new HttpError(409, paymentMessages.localProviderOff);
    return app.payments.local;
  }

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Anyone: which card provider is on (local test provider or Stripe with its publishable key)',
        response: { 200: envelope(paymentsConfigAnswer) },
      },
    },
    async () => ({
      success: true,
      data: { mode: app.payments.mode, publishableKey: app.payments.publishableKey, cvPrice: cvPriceCents },
    }),
  );

  app.get(
    '/check-available-months-for-user',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        summary: 'Candidate: the year on sale, the months already covered (overlapped) and the months gone by',
        response: { 200: envelope(availableMonthsAnswer), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true, data: await monthsOnSale(app.db, signedInUser(request).id) }),
  );

  app.post(
    '/create-payment',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        summary:
          'Candidate: an order for Silver or Gold and some months, priced by the server (price × months + $30 Professional CV), with its PaymentIntent',
        body: createPaymentRequest,
        response: { 201: envelope(createPaymentAnswer), ...errorResponses(400, 401, 403, 409, 502) },
      },
    },
    async (request, reply) => {
      const order = await createOrder(app, signedInUser(request).id, request.body);
      return reply.code(201).send({
        success: true,
        data: {
          client_secret: order.client_secret!,
          orderId: order.id,
          year: order.year,
          amounts: {
            currency: 'aud' as const,
            monthlyPrice: order.monthly_price,
            months: order.months.length,
            planAmount: order.plan_amount,
            cvAmount: order.cv_amount,
            total: order.total,
            gst: order.gst,
          },
        },
      });
    },
  );

  app.get(
    '/payments/intents',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        summary:
          "Candidate: their payment's status by its client secret, after the server re-reads the intent from the provider (activates a paid order)",
        querystring: paymentIntentQuery,
        response: { 200: envelope(paymentIntentAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const order = await ownOrder(signedInUser(request).id, request.query.client_secret);
      if (order.status === 'succeeded') return { success: true, data: presentIntent(order, null) };
      const intent = await app.payments.stripe.paymentIntents.retrieve(order.intent_id!);
      const synced = await app.db.transaction().execute((trx) => applyIntent(trx, intent, app.config));
      return { success: true, data: presentIntent(synced ?? order, intent) };
    },
  );

  app.post(
    '/payments/local/confirm',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        summary:
          "Candidate, local test provider only: pay an order with one of Stripe's test card numbers (only the last four digits are kept)",
        body: localConfirmRequest,
        response: { 200: envelope(paymentIntentAnswer), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      localProvider();
      const { cardNumber, expiry, client_secret: clientSecret } = request.body;
      const card = localTestCards[cardNumber as LocalTestCard];
      if (!card) throw new HttpError(400, paymentMessages.unknownTestCard);
      const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number];
      const now = new Date();
      if (2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
        throw new HttpError(400, paymentMessages.cardExpired);
      const order = await ownOrder(signedInUser(request).id, clientSecret, 'local');
      if (order.status !== 'requires_payment_method') throw new HttpError(409, paymentMessages.notAwaitingCard);
      refuseMonthsGoneBy(order.year, order.months);
      await app.db
        .updateTable('payment_orders')
        .set({ card_last4: cardNumber.slice(-4), updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      let intent: Stripe.PaymentIntent;
      try {
        intent = await app.payments.stripe.paymentIntents.confirm(order.intent_id!, {
          payment_method: card.paymentMethod,
          return_url: `${app.config.publicUrl}/completepayment`,
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          await syncOrder(app, order.intent_id!);
          throw new HttpError(402, error.message);
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new HttpError(409, paymentMessages.notAwaitingCard);
        throw error;
      }
      const synced = await app.db.transaction().execute((trx) => applyIntent(trx, intent, app.config));
      return { success: true, data: presentIntent(synced ?? order, intent) };
    },
  );

  app.post(
    '/payments/local/authenticate',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['payments'],
        summary: "Candidate, local test provider only: the bank's authentication page answer (Complete or Fail)",
        body: localAuthenticateRequest,
        response: { 200: envelope(paymentIntentAnswer), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const local = localProvider();
      const order = await ownOrder(signedInUser(request).id, request.body.client_secret, 'local');
      if (request.body.outcome === 'complete' && order.status === 'requires_action')
        refuseMonthsGoneBy(order.year, order.months);
      const changed = await local.authenticate(order.intent_id!, request.body.outcome);
      if (!changed) throw new HttpError(409, paymentMessages.notAwaitingAuthentication);
      const synced = await syncOrder(app, order.intent_id!);
      return { success: true, data: presentIntent(synced ?? order, null) };
    },
  );

  app.get(
    '/payments/invoices',
    {
      preValidation: app.requireRole('user', 'superAdmin'),
      schema: {
        tags: ['payments'],
        summary: "The candidate's paid invoices, newest first (the candidate themself or a super admin)",
        querystring: ownerPageQuery,
        response: { 200: envelope(invoicePage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const { page } = request.query;
      const paid = app.db
        .selectFrom('payment_orders')
        .where('user_id', '=', candidate.id)
        .where('status', '=', sql.lit('succeeded'));
      const [rows, total] = await Promise.all([
        paid
          .selectAll('payment_orders')
          .select((eb) =>
            eb
              .selectFrom('subscriptions')
              .select((sub) => sub.fn.max('exp_date').as('until'))
              .whereRef('subscriptions.order_id', '=', 'payment_orders.id')
              .where('subscriptions.active', '=', sql.lit(true))
              .as('until'),
          )
          .orderBy('paid_at', 'desc')
          .orderBy('id', 'desc')
          .limit(listPageSize)
          .offset((page - 1) * listPageSize)
          .execute(),
        paid.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const docs: Invoice[] = rows.map((row) => ({
        _id: row.id,
        number: invoiceNumber(row),
        paidAt: new Date(row.paid_at!).toISOString(),
        planName: row.plan_name,
        year: row.year,
        months: row.months,
        tailorCV: row.tailor_cv,
        amount: row.total,
        gst: row.gst,
        currency: 'aud',
        cardLast4: row.card_last4,
        status: row.until && new Date(row.until).getTime() > Date.now() ? 'Active' : 'Expired',
      }));
      return { success: true, data: pageOf(docs, Number(total.count), { page, limit: listPageSize }) };
    },
  );

  app.get(
    '/payments/invoices/:invoiceId/receipt',
    {
      preValidation: app.requireRole('user', 'superAdmin'),
      schema: {
        tags: ['payments'],
        summary: 'A paid invoice as a printable HTML receipt (its candidate or a super admin)',
        params: z.object({ invoiceId: z.uuid(paymentMessages.invoiceNotFound) }),
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      const order = await app.db
        .selectFrom('payment_orders')
        .selectAll()
        .where('id', '=', request.params.invoiceId)
        .where('status', '=', sql.lit('succeeded'))
        .executeTakeFirst();
      if (!order || (viewer.role !== 'superAdmin' && order.user_id !== viewer.id))
        throw new HttpError(404, paymentMessages.invoiceNotFound);
      const candidate = await app.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', order.user_id)
        .executeTakeFirstOrThrow();
      const html = receiptHtml(
        order,
        { firstName: candidate.first_name, lastName: candidate.last_name, email: candidate.email },
        { name: 'Career Portal', address: app.config.contactDetails.address, email: app.config.contactDetails.email },
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="receipt-${invoiceNumber(order)}.html"`)
        .send(html);
    },
  );

  // The webhook reads its body as the exact bytes that were signed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'The payment provider: a signed event (Stripe-Signature, HMAC-SHA256, 300 s tolerance); each event id applies once',
          headers: z.object({ 'stripe-signature': z.string().max(4000).optional() }),
          body: z.string(),
          response: {
            200: envelope(z.object({ received: z.boolean(), duplicate: z.boolean() })),
            ...errorResponses(400, 502),
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!signature) throw new HttpError(400, paymentMessages.badSignature);
        let event: Stripe.Event;
        try {
          event = app.payments.stripe.webhooks.constructEvent(request.body, signature, app.payments.webhookSecret, 300);
        } catch {
          throw new HttpError(400, paymentMessages.badSignature);
        }
        // Signed is not well formed: `null`, `1` or `[]` verify too, and an id-less event must not stand for others.
        const fields = event as unknown as { id?: unknown; type?: unknown } | null;
        if (
          typeof fields !== 'object' ||
          fields === null ||
          Array.isArray(fields) ||
          typeof fields.id !== 'string' ||
          fields.id.length === 0 ||
          fields.id.length > 255 ||
          typeof fields.type !== 'string' ||
          fields.type.length === 0 ||
          fields.type.length > 100
        )
          throw new HttpError(400, paymentMessages.badEvent);
        const object = event.data?.object as { object?: string; id?: unknown } | undefined;
        const intentId = object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
        const ours = intentId
          ? await app.db.selectFrom('payment_orders').select('id').where('intent_id', '=', intentId).executeTakeFirst()
          : undefined;
        // The intent as the provider has it now: the event's copy may be older than one applied already.
        const intent =
          ours && intentId
            ? await app.payments.stripe.paymentIntents.retrieve(intentId).catch((error: unknown) => {
                app.log.error({ err: error, intentId }, 'Re-reading the PaymentIntent of an event failed');
                throw new HttpError(502, paymentMessages.providerUnavailable);
              })
            : null;
        const applied = await app.db.transaction().execute(async (trx) => {
          const fresh = await trx
            .insertInto('payment_events')
            .values({ id: event.id, type: event.type, intent_id: intentId })
            .onConflict((conflict) => conflict.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!fresh) return false;
          if (intent) await applyIntent(trx, intent, app.config);
          return true;
        });
        return { success: true, data: { received: true, duplicate: !applied } };
      },
    );
  });
}
