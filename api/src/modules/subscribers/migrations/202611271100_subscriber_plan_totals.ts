import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// How many subscribers each plan has, whoever their officer, kept next to the per-officer counts (subscriber_counts)
// by the same trigger: the subscribers' list with no officer filter (its default) read its total as the sum of
// every officer's counts, 600 rows for 200 admins (list benchmark: a fifth of the page's time in PostgreSQL); it
// reads one row per plan here. A bulk load that bypasses triggers calls refresh_subscriber_counts() afterwards, as
// before: it refreshes both.

/** The trigger function: each statement's changed rows taken out of both counts and put back as they are now. */
const countsChanged = (withPlanTotals: boolean) =>
  sql.raw(`
    create or replace function subscriber_counts_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from subscriber_counts;
        ${withPlanTotals ? 'delete from subscriber_plan_totals;' : ''}
        return null;
      end if;
      if TG_OP in ('UPDATE', 'DELETE') then
        insert into subscriber_counts as c (officer, plan, total)
          select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, -count(*)
            from old_rows where role = 'user' and subscription is not null group by 1, 2
        on conflict (officer, plan) do update set total = c.total + excluded.total;
        ${
          withPlanTotals
            ? `insert into subscriber_plan_totals as t (plan, total)
          select subscription, -count(*) from old_rows where role = 'user' and subscription is not null group by 1
        on conflict (plan) do update set total = t.total + excluded.total;`
            : ''
        }
      end if;
      if TG_OP in ('UPDATE', 'INSERT') then
        insert into subscriber_counts as c (officer, plan, total)
          select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, count(*)
            from new_rows where role = 'user' and subscription is not null group by 1, 2
        on conflict (officer, plan) do update set total = c.total + excluded.total;
        ${
          withPlanTotals
            ? `insert into subscriber_plan_totals as t (plan, total)
          select subscription, count(*) from new_rows where role = 'user' and subscription is not null group by 1
        on conflict (plan) do update set total = t.total + excluded.total;`
            : ''
        }
      end if;
      delete from subscriber_counts where total = 0;
      ${withPlanTotals ? 'delete from subscriber_plan_totals where total = 0;' : ''}
      return null;
    end $$`);

const refresh = (withPlanTotals: boolean) =>
  sql.raw(`
    create or replace function refresh_subscriber_counts() returns void language plpgsql as $$
    begin
      delete from subscriber_counts;
      insert into subscriber_counts (officer, plan, total)
        select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, count(*)
          from users where role = 'user' and subscription is not null group by 1, 2;
      ${
        withPlanTotals
          ? `delete from subscriber_plan_totals;
      insert into subscriber_plan_totals (plan, total)
        select subscription, count(*) from users where role = 'user' and subscription is not null group by 1;`
          : ''
      }
    end $$`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table subscriber_plan_totals (
      plan text primary key,
      total integer not null
    )`.execute(db);
  await countsChanged(true).execute(db);
  await refresh(true).execute(db);
  await sql`select refresh_subscriber_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await countsChanged(false).execute(db);
  await refresh(false).execute(db);
  await sql`drop table if exists subscriber_plan_totals`.execute(db);
}
