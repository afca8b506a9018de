// Payments under load: 50 candidates at once each create an order (POST /api/create-payment, twice: a double click),
// pay it with 4242, and the local provider's events reach the webhook twice (a replay); on PostgreSQL by default.
// Prints p50/p99 of create-payment and of the webhook, and checks that nobody is charged twice.
// Run from api/: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/payments.ts
// BENCH_CANDIDATES (50). A benchmark, not a test: it prints figures and exits 1 only on a double charge.
import { performance } from 'node:perf_hooks';
import { monthNames } from '@portal/shared/contracts';
import { bearer, createTestApp, signIn } from '../test/helpers';

const candidates = Number(process.env.BENCH_CANDIDATES ?? 50);
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const t = await createTestApp();
try {
  const demo = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'candidate@portal.test')
    .executeTakeFirstOrThrow();
  const people = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: candidates }, (_, index) => ({
        first_name: 'Bench',
        last_name: `Payer ${index}`,
        email: `bench.payer.${process.pid}.${index}@example.com`,
        role: 'user' as const,
        email_verified: true,
        password_hash: demo.password_hash,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const tokens = await Promise.all(people.map((person) => signIn(t.app, person.email)));
  const month = monthNames[new Date().getUTCMonth()]!;
  const createTimes: number[] = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const create = async () => {
        const begin = performance.now();
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/create-payment',
          headers: bearer(token),
          payload: { months: [month], subscriptionPlanID: 'Silver', tailorCV: true },
        });
        createTimes.push(performance.now() - begin);
        if (answer.statusCode !== 201) throw new Error(`create-payment ${answer.statusCode} ${answer.body}`);
        return answer.json().data.client_secret as string;
      };
      const [first, second] = await Promise.all([create(), create()]);
      if (first !== second) throw new Error('A double click made two orders');
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payments/local/confirm',
        headers: bearer(token),
        payload: { client_secret: first, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
      if (paid.statusCode !== 200) throw new Error(`confirm ${paid.statusCode} ${paid.body}`);
    }),
  );
  const paying = performance.now() - started;

  // Every event delivered, then every one of them replayed at once: 2 × 50 webhook calls in parallel.
  const events = await t.db.selectFrom('local_webhook_outbox').select(['payload']).execute();
  const webhookTimes: number[] = [];
  const deliver = async (payload: string) => {
    const begin = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': t.app.payments.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: t.app.payments.webhookSecret,
        }),
      },
      payload,
    });
    webhookTimes.push(performance.now() - begin);
    if (answer.statusCode !== 200) throw new Error(`webhook ${answer.statusCode} ${answer.body}`);
  };
  await Promise.all([...events, ...events].map((event) => deliver(event.payload)));

  const ids = people.map((person) => person.id);
  const orders = await t.db
    .selectFrom('payment_orders')
    .select(['user_id', 'status'])
    .where('user_id', 'in', ids)
    .execute();
  const periods = await t.db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('kind', '=', 'paid')
    .execute();
  const mails = await t.db
    .selectFrom('mail_outbox')
    .select('to')
    .where(
      'to',
      'in',
      people.map((person) => person.email),
    )
    .execute();
  const succeeded = orders.filter((order) => order.status === 'succeeded').length;
  const doubles = ids.filter(
    (id) =>
      orders.filter((order) => order.user_id === id && order.status === 'succeeded').length !== 1 ||
      periods.filter((period) => period.user_id === id).length !== 1,
  );
  console.log(`database: ${t.database.kind}; ${candidates} candidates at once`);
  console.log(
    `create-payment (${createTimes.length} calls, half of them double clicks): p50 ${percentile(createTimes, 50).toFixed(1)} ms, p99 ${percentile(createTimes, 99).toFixed(1)} ms`,
  );
  console.log(
    `webhook (${webhookTimes.length} calls, each event twice): p50 ${percentile(webhookTimes, 50).toFixed(1)} ms, p99 ${percentile(webhookTimes, 99).toFixed(1)} ms`,
  );
  console.log(`create + pay for all: ${paying.toFixed(0)} ms`);
  console.log(
    `orders ${orders.length}, succeeded ${succeeded}, paid periods ${periods.length}, receipts ${mails.length}; charged twice: ${doubles.length}`,
  );
  if (doubles.length || orders.length !== candidates || mails.length !== candidates) process.exitCode = 1;
} finally {
  await t.close();
}
