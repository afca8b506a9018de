import { sql, type Kysely } from 'kysely';
import { bucketOf } from '../../../db/position-buckets';
import { createStatementTriggers, dropStatementTriggers } from '../../../db/statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// The registered-candidates list's position buckets (db/position-buckets.ts): how many candidates of each kept count
// (verified or not; all, per preferred state, experience level and plan; not deleted) signed up in each UTC day, kept
// as users are written, so page 1000 of a filter starts at its day instead of walking every candidate before it
// (list benchmark, issue 16). The keys are candidate_count_keys (migration 202611260130_candidate_counts). An update
// writes only the days whose figures it changed (most updates change none). A bulk load that bypasses triggers calls
// refresh_candidate_days() afterwards. Days that empty keep a zero row: harmless.
const keyed = (rows: string, sign: '+' | '-') => `
    select k.verified, k.dimension, k.value, ${bucketOf('u.created_at', 'day')} as day, ${sign}1 as n
      from ${rows} u,
           lateral candidate_count_keys(u.email_verified, u.work_state, u.experience_level, u.subscription) k
     where u.role = 'user' and u.status <> 'deleted'`;

const added = (changes: string) => sql`
  insert into candidate_days as c (verified, dimension, value, day, total)
    select verified, dimension, value, day, sum(n) from (${sql.raw(changes)}) as change
     group by 1, 2, 3, 4 having sum(n) <> 0
  on conflict (verified, dimension, value, day) do update set total = c.total + excluded.total;`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table candidate_days (
      verified boolean not null,
      dimension text not null,
      value text not null,
      day timestamptz not null,
      total integer not null,
      -- total in the index too: the running sum reads the index alone (once vacuum has marked its pages visible)
      primary key (verified, dimension, value, day) include (total)
    )`.execute(db);
  await sql`
    create function refresh_candidate_days() returns void language plpgsql as $$
    begin
      delete from candidate_days;
      ${added(keyed('users', '+'))}
    end $$`.execute(db);
  await sql`
    create function candidate_days_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from candidate_days;
      elsif TG_OP = 'INSERT' then
        ${added(keyed('new_rows', '+'))}
      elsif TG_OP = 'DELETE' then
        ${added(keyed('old_rows', '-'))}
      else
        ${added(`${keyed('old_rows', '-')} union all ${keyed('new_rows', '+')}`)}
      end if;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, 'users', 'days_counted', 'candidate_days_changed');
  await sql`select refresh_candidate_days()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatementTriggers(db, 'users', 'days_counted');
  await sql`drop function if exists candidate_days_changed()`.execute(db);
  await sql`drop function if exists refresh_candidate_days()`.execute(db);
  await sql`drop table if exists candidate_days`.execute(db);
}
