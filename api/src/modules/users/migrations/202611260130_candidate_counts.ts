import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from '../../../db/statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// How many candidates (not deleted) there are, verified or not, in all and per preferred state, experience level
// and plan, kept as users are written (list benchmark, issue 16): the registered-candidates list's total with one
// such filter reads one row instead of counting up to 10 000 rows on every call. Statement-level triggers take the
// rows a statement changed (transition tables) away and put them back as they are now, grouped. A bulk load that
// bypasses triggers calls refresh_candidate_counts() afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table candidate_counts (
      verified boolean not null,
      dimension text not null check (dimension in ('all', 'state', 'experience', 'plan')),
      value text not null,
      total integer not null,
      primary key (verified, dimension, value)
    )`.execute(db);
  // The counts one candidate is part of: all, each distinct preferred state, their experience level, their plan.
  await sql`
    create function candidate_count_keys(boolean, text[], text, text)
      returns table (verified boolean, dimension text, value text) language sql immutable as $$
      select $1, 'all', ''
      union all select distinct $1, 'state', s from unnest($2) as s where s is not null
      union all select $1, 'experience', $3 where $3 is not null
      union all select $1, 'plan', $4 where $4 is not null
    $$`.execute(db);
  await sql`
    create function refresh_candidate_counts() returns void language plpgsql as $$
    begin
      delete from candidate_counts;
      insert into candidate_counts (verified, dimension, value, total)
        select k.verified, k.dimension, k.value, count(*)
          from users u,
               lateral candidate_count_keys(u.email_verified, u.work_state, u.experience_level, u.subscription) k
         where u.role = 'user' and u.status <> 'deleted'
         group by 1, 2, 3;
    end $$`.execute(db);
  await sql`
    create function candidate_counts_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from candidate_counts;
        return null;
      end if;
      if TG_OP in ('UPDATE', 'DELETE') then
        insert into candidate_counts as c (verified, dimension, value, total)
          select k.verified, k.dimension, k.value, -count(*)
            from old_rows u,
                 lateral candidate_count_keys(u.email_verified, u.work_state, u.experience_level, u.subscription) k
           where u.role = 'user' and u.status <> 'deleted'
           group by 1, 2, 3
        on conflict (verified, dimension, value) do update set total = c.total + excluded.total;
      end if;
      if TG_OP in ('UPDATE', 'INSERT') then
        insert into candidate_counts as c (verified, dimension, value, total)
          select k.verified, k.dimension, k.value, count(*)
            from new_rows u,
                 lateral candidate_count_keys(u.email_verified, u.work_state, u.experience_level, u.subscription) k
           where u.role = 'user' and u.status <> 'deleted'
           group by 1, 2, 3
        on conflict (verified, dimension, value) do update set total = c.total + excluded.total;
      end if;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, 'users', 'counted', 'candidate_counts_changed');
  await sql`select refresh_candidate_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatementTriggers(db, 'users', 'counted');
  await sql`drop function if exists candidate_counts_changed()`.execute(db);
  await sql`drop function if exists refresh_candidate_counts()`.execute(db);
  await sql`drop function if exists candidate_count_keys(boolean, text[], text, text)`.execute(db);
  await sql`drop table if exists candidate_counts`.execute(db);
}
