import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// users.subscription, which the staff lists show and count by, named the plan of the latest payment even when it
// started later (a Silver month running showed as the Gold paid for next month). It is now the plan running, else the
// next one paid for (applications/plan-now.ts, planOfRecord), kept as periods start and end by a background task that
// finds them by these two indexes. This brings the rows that differ to it; the kept counts follow by their triggers.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists subscriptions_start_date_idx on subscriptions (start_date)`.execute(db);
  await sql`create index if not exists subscriptions_exp_date_idx on subscriptions (exp_date)`.execute(db);
  await sql`
    update users u set subscription = plan.name, updated_at = now()
    from (
      select s.user_id, coalesce(
        (select r.plan_name from subscriptions r
          where r.user_id = s.user_id and r.start_date <= now() and r.exp_date > now()
          order by r.kind = 'paid' desc, r.start_date desc limit 1),
        (select a.plan_name from subscriptions a
          where a.user_id = s.user_id and a.start_date > now() order by a.start_date asc limit 1)) as name
      from (select distinct user_id from subscriptions where exp_date > now()) s
    ) plan
    where u.id = plan.user_id and u.role = 'user' and u.status <> 'deleted'
      and plan.name is not null and u.subscription is distinct from plan.name`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists subscriptions_exp_date_idx`.execute(db);
  await sql`drop index if exists subscriptions_start_date_idx`.execute(db);
}
