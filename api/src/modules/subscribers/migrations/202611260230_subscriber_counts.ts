import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from '../../../db/statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// How many subscribers (candidates with a plan chosen) each officer has, per plan; no officer is the nil uuid. Kept
// as users are written (list benchmark, issue 16), so the subscribers list's totals (all, assigned, unassigned, by
// plan) read at most one row per officer and plan instead of counting up to 10 000 rows on every call. Whether an
// officer still holds their candidates (active or pending) is read with the count, so suspending an admin needs no
// recount. Statement-level triggers take the rows a statement changed away and put them back as they are now.
// A bulk load that bypasses triggers calls refresh_subscriber_counts() afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table subscriber_counts (
      officer uuid not null,
      plan text not null,
      total integer not null,
      primary key (officer, plan)
    )`.execute(db);
  await sql`
    create function refresh_subscriber_counts() returns void language plpgsql as $$
    begin
      delete from subscriber_counts;
      insert into subscriber_counts (officer, plan, total)
        select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, count(*)
          from users where role = 'user' and subscription is not null group by 1, 2;
    end $$`.execute(db);
  await sql`
    create function subscriber_counts_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from subscriber_counts;
        return null;
      end if;
      if TG_OP in ('UPDATE', 'DELETE') then
        insert into subscriber_counts as c (officer, plan, total)
          select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, -count(*)
            from old_rows where role = 'user' and subscription is not null group by 1, 2
        on conflict (officer, plan) do update set total = c.total + excluded.total;
      end if;
      if TG_OP in ('UPDATE', 'INSERT') then
        insert into subscriber_counts as c (officer, plan, total)
          select coalesce(account_officer, '00000000-0000-0000-0000-000000000000'), subscription, count(*)
            from new_rows where role = 'user' and subscription is not null group by 1, 2
        on conflict (officer, plan) do update set total = c.total + excluded.total;
      end if;
      delete from subscriber_counts where total = 0;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, 'users', 'subscriber_counted', 'subscriber_counts_changed');
  await sql`select refresh_subscriber_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatementTriggers(db, 'users', 'subscriber_counted');
  await sql`drop function if exists subscriber_counts_changed()`.execute(db);
  await sql`drop function if exists refresh_subscriber_counts()`.execute(db);
  await sql`drop table if exists subscriber_counts`.execute(db);
}
