import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Every change to an account (users updated or deleted, a token signed out) is announced on the account_changes
// channel, so each instance's account cache (auth/account-cache.ts) forgets it, whoever made the change (another
// instance, a background job, an operator in psql). Statement-level, from the transition tables: one notification
// per account changed; past 100 in one statement, one '*' (forget everyone). A truncate is '*' too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function announce_account_changes() returns trigger language plpgsql as $$
    declare
      changed_ids uuid[];
    begin
      if TG_OP = 'TRUNCATE' then
        perform pg_notify('account_changes', '*');
        return null;
      end if;
      if TG_TABLE_NAME = 'ended_sessions' then
        select array_agg(distinct user_id) into changed_ids from changed;
      else
        select array_agg(distinct id) into changed_ids from changed;
      end if;
      if cardinality(changed_ids) > 100 then
        perform pg_notify('account_changes', '*');
      elsif changed_ids is not null then
        perform pg_notify('account_changes', changed_id::text) from unnest(changed_ids) as changed_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_updated_announced after update on users
      referencing new table as changed for each statement execute function announce_account_changes()`.execute(db);
  await sql`
    create trigger users_deleted_announced after delete on users
      referencing old table as changed for each statement execute function announce_account_changes()`.execute(db);
  await sql`
    create trigger users_truncated_announced after truncate on users
      for each statement execute function announce_account_changes()`.execute(db);
  await sql`
    create trigger ended_sessions_added_announced after insert on ended_sessions
      referencing new table as changed for each statement execute function announce_account_changes()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists ended_sessions_added_announced on ended_sessions`.execute(db);
  await sql`drop trigger if exists users_truncated_announced on users`.execute(db);
  await sql`drop trigger if exists users_deleted_announced on users`.execute(db);
  await sql`drop trigger if exists users_updated_announced on users`.execute(db);
  await sql`drop function if exists announce_account_changes()`.execute(db);
}
