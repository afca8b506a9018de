import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CandidateRecord } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { appliedSince, monthDays, weekDays } from './repository';
import { runningPlan, upcomingPlan } from './plan-now';

/**
 * Plan quotas (issue 15, beyond the spec; limits from the seeded plans): Free 10 applications a week while its
 * trial or plan is running, Silver 30 a month, Gold unlimited. A period is the last 7 or 30 days by application
 * date, as the candidate's dashboard and the /application tabs count them.
 */
export type QuotaUse = {
  userId: string;
  firstName: string;
  lastName: string;
  /** The running plan's name (`runningPlan`); null when none runs (never subscribed, not yet started, or expired). */
  planName: string | null;
  /** The last plan the candidate had (users.subscription), to name an expired one. */
  lastPlanName: string | null;
  /** The next plan paid for but not yet started, when none runs now: its name and first day. */
  upcoming: { planName: string; startsAt: Date } | null;
  limit: number | null;
  billing: 'weekly' | 'monthly' | null;
  used: number;
};

/**
 * Applications of `users.id` in the period of a plan billed `billing` (7 days weekly, else 30): from the kept days, then
 * hours, then rows (`appliedSince`).
 */
export const usedInPeriod = (userRef: RawBuilder<unknown>, billing: RawBuilder<unknown>) =>
  appliedSince(
    userRef,
    sql<number>`case when ${billing} = 'weekly' then ${sql.lit(weekDays)} else ${sql.lit(monthDays)} end`,
  );

/**
 * The quota use of `users.id` under `plan`, a row of `runningPlan` joined to theirs, as one JSON value as the staff
 * lists show it (null when no plan runs): how many applications the period holds, its limit (null: unlimited) and the
 * period, week or month.
 */
export const quotaUseUnder = (plan: string, userRef: RawBuilder<unknown>) => {
  const column = (name: string) => sql.ref(`${plan}.${name}`);
  return sql<CandidateRecord['quota']>`case when ${column('plan_name')} is null then null
    else json_build_object('used', ${usedInPeriod(userRef, column('billing'))},
                           'limit', ${column('application_limit')},
                           'period', case when ${column('billing')} = 'weekly' then 'week' else 'month' end) end`;
};

/** Quota use of each of these candidates (unknown ids are left out). */
export async function quotaUseOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, QuotaUse>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: string;
    first_name: string;
    last_name: string;
    subscription: string | null;
    plan_name: string | null;
    application_limit: number | null;
    billing: 'weekly' | 'monthly' | null;
    used: string | number;
    upcoming_plan_name: string | null;
    upcoming_start: Date | string | null;
  }>`
    select u.id, u.first_name, u.last_name, u.subscription, plan.plan_name, plan.application_limit, plan.billing,
      ${usedInPeriod(sql.ref('u.id'), sql.ref('plan.billing'))} as used,
      upcoming.plan_name as upcoming_plan_name, upcoming.start_date as upcoming_start
    from users u
    left join lateral ${runningPlan(sql.ref('u.id'))} plan on true
    left join lateral ${upcomingPlan(sql.ref('u.id'))} upcoming on true
    where u.id in (${sql.join(userIds)})`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        userId: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        planName: row.plan_name,
        lastPlanName: row.subscription,
        upcoming:
          !row.plan_name && row.upcoming_plan_name && row.upcoming_start
            ? { planName: row.upcoming_plan_name, startsAt: new Date(row.upcoming_start) }
            : null,
        limit: row.plan_name ? row.application_limit : null,
        billing: row.billing,
        used: Number(row.used),
      },
    ]),
  );
}

/** At or within a fifth of the limit: the admin dashboard's "reached or nearly reached". */
export const nearQuotaCondition = sql<boolean>`exists (
  select 1 from ${runningPlan(sql.ref('users.id'))} plan
  where plan.application_limit is not null
    and ${usedInPeriod(sql.ref('users.id'), sql.ref('plan.billing'))} * 5 >= plan.application_limit * 4)`;
