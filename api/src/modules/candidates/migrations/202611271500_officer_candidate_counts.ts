import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from '../../../db/statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// How many candidates each account officer holds, kept as users are written (list benchmark, issue 15): an admin's
// /assigned and job-history totals, and the admin dashboard's, read one row instead of counting the officer's
// index entries on every call (475 for the benchmark's admin: a sixth of the /assigned page's statement). Statement
// triggers take the rows a statement changed away and put them back as they are now, grouped per officer; an
// officer left with none has no row. A bulk load that bypasses triggers calls refresh_officer_candidate_counts().
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table officer_candidate_counts (
      account_officer uuid primary key,
      total integer not null
    )`.execute(db);
  const held = (rows: string) =>
    `select account_officer from ${rows} where role = 'user' and account_officer is not null`;
  await sql`
    create function refresh_officer_candidate_counts() returns void language plpgsql as $$
    begin
      delete from officer_candidate_counts;
      insert into officer_candidate_counts (account_officer, total)
        select account_officer, count(*) from (${sql.raw(held('users'))}) u group by 1;
    end $$`.execute(db);
  // Each officer's change: -1 for each of a statement's rows as they were, +1 as they are (a transition table exists
  // only for the events that have it, so each event names its own).
  const apply = (changed: string) => `
        insert into officer_candidate_counts as c (account_officer, total)
          select account_officer, sum(n) from (${changed}) changed group by 1 having sum(n) <> 0
        on conflict (account_officer) do update set total = c.total + excluded.total;`;
  const removed = `select account_officer, -1 as n from (${held('old_rows')}) o`;
  const added = `select account_officer, 1 as n from (${held('new_rows')}) a`;
  await sql`
    create function officer_candidate_counts_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from officer_candidate_counts;
        return null;
      elsif TG_OP = 'INSERT' then ${sql.raw(apply(added))}
      elsif TG_OP = 'DELETE' then ${sql.raw(apply(removed))}
      else ${sql.raw(apply(`${removed} union all ${added}`))}
      end if;
      delete from officer_candidate_counts where total = 0;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, 'users', 'officer_counted', 'officer_candidate_counts_changed');
  await sql`select refresh_officer_candidate_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatementTriggers(db, 'users', 'officer_counted');
  await sql`drop function if exists officer_candidate_counts_changed()`.execute(db);
  await sql`drop function if exists refresh_officer_candidate_counts()`.execute(db);
  await sql`drop table if exists officer_candidate_counts`.execute(db);
}
