import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CandidateDashboard } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import type { SubscriptionPlanRow } from '../plans/tables';

/**
 * The candidate's plan now, the one rule the quota, the staff lists and dashboards and the candidate's dashboard
 * share: of the subscriptions of `users.id` that have started and not yet expired, a paid period before a trial (a
 * Free trial still running never overrides a plan paid for), then the latest started.
 */
export const runningPlan = (userRef: RawBuilder<unknown>) => sql`(
  select s.plan_name, p.application_limit, p.billing, s.start_date, s.exp_date
  from subscriptions s join subscription_plans p on p.id = s.plan_id
  where s.user_id = ${userRef} and s.start_date <= now() and s.exp_date > now()
  order by s.kind = 'paid' desc, s.start_date desc limit 1)`;

/** The next plan of `users.id` paid for but not yet started (the earliest to start); none when nothing is to come. */
export const upcomingPlan = (userRef: RawBuilder<unknown>) => sql`(
  select s.plan_name, p.application_limit, p.billing, s.start_date, s.exp_date
  from subscriptions s join subscription_plans p on p.id = s.plan_id
  where s.user_id = ${userRef} and s.start_date > now()
  order by s.start_date asc limit 1)`;

/**
 * The plan staff lists name a candidate by (`users.subscription`, which their counts are kept on): the plan now
 * (`runningPlan`), else the next one paid for (`upcomingPlan`), as the candidate's dashboard and /mysub show it;
 * null when neither (the column then keeps the last plan the candidate had). Kept by a payment, by the Free trial's
 * start and, as periods start and end, by `followPlanChanges`.
 */
export const planOfRecord = (userRef: RawBuilder<unknown>) =>
  sql<string | null>`coalesce((select plan_name from ${runningPlan(userRef)} running),
                              (select plan_name from ${upcomingPlan(userRef)} upcoming))`;

/**
 * Brings `users.subscription` to `planOfRecord` for the candidates whose subscription periods started or ended in the
 * last `withinMs` (by the periods' start and end indexes, not a scan of every candidate): the background task that
 * moves the staff lists from Silver to the Gold paid for ahead on the day it starts. Answers how many changed.
 */
export async function followPlanChanges(db: Kysely<Database>, withinMs: number): Promise<number> {
  const since = new Date(Date.now() - withinMs);
  const result = await sql`
    update users u set subscription = changed.plan_name, updated_at = now()
    from (
      select touched.user_id, ${planOfRecord(sql.ref('touched.user_id'))} as plan_name
      from (select user_id from subscriptions where start_date > ${since} and start_date <= now()
            union
            select user_id from subscriptions where exp_date > ${since} and exp_date <= now()) touched
    ) changed
    where u.id = changed.user_id and u.role = 'user' and u.status <> 'deleted'
      and changed.plan_name is not null and u.subscription is distinct from changed.plan_name`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The plan whose platform limit applies to `userId` now: the plan now (`runningPlan`); with none running (a trial over,
 * a plan expired or not yet started), the last plan chosen (`users.subscription`), as the staff lists name it; null
 * when none was ever chosen.
 */
export async function platformLimitPlan(db: Kysely<Database>, userId: string): Promise<SubscriptionPlanRow | null> {
  const { rows } = await sql<SubscriptionPlanRow>`
    select p.* from users u
    left join lateral ${runningPlan(sql.ref('u.id'))} running on true
    join subscription_plans p on p.name = coalesce(running.plan_name, u.subscription)
    where u.id = ${userId}`.execute(db);
  return rows[0] ?? null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The candidate dashboard's plan and quota: the plan running now, with its days left and its quota; else the next one
 * paid for, with the day it starts (no days are counted and no quota runs before then); null for both when neither.
 */
export async function dashboardPlanAndQuota(
  db: Kysely<Database>,
  userId: string,
): Promise<Pick<CandidateDashboard, 'plan' | 'quota'>> {
  const { rows } = await sql<{
    plan_name: string;
    application_limit: number | null;
    billing: 'weekly' | 'monthly';
    start_date: Date | string;
    exp_date: Date | string;
  }>`
    select plan.plan_name, plan.application_limit, plan.billing, plan.start_date, plan.exp_date from (
      select 0 as rank, running.* from ${runningPlan(sql.val(userId))} running
      union all
      select 1 as rank, upcoming.* from ${upcomingPlan(sql.val(userId))} upcoming) plan
    order by plan.rank limit 1`.execute(db);
  const row = rows[0];
  if (!row) return { plan: null, quota: null };
  const startsAt = new Date(row.start_date);
  const expiresAt = new Date(row.exp_date);
  const started = startsAt.getTime() <= Date.now();
  return {
    plan: {
      name: row.plan_name,
      applicationLimit: row.application_limit,
      billing: row.billing,
      startsAt: started ? null : startsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      daysLeft: started ? Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / dayMs)) : null,
    },
    quota: started ? { limit: row.application_limit, period: row.billing === 'weekly' ? 'week' : 'month' } : null,
  };
}
