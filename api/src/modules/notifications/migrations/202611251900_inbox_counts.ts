import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each reader's inbox size kept as recipient rows are written (list benchmark, issue 12), so an inbox page's total
// reads one row instead of counting up to 10 000 index entries per request. Statement-level triggers read the
// rows a statement inserted, deleted or moved (transition tables) and apply one grouped change, so a send to every
// account stays one statement. A bulk load that bypasses triggers calls refresh_inbox_counts() afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table inbox_counts (
      user_id uuid primary key references users(id) on delete cascade,
      total integer not null default 0
    )`.execute(db);
  await sql`
    create function refresh_inbox_counts() returns void language plpgsql as $$
    begin
      delete from inbox_counts;
      insert into inbox_counts (user_id, total)
        select user_id, count(*) from notification_recipients group by user_id;
    end $$`.execute(db);
  await sql`
    create function inbox_counts_added() returns trigger language plpgsql as $$
    begin
      insert into inbox_counts as c (user_id, total)
        select user_id, count(*) from added group by user_id
      on conflict (user_id) do update set total = c.total + excluded.total;
      return null;
    end $$`.execute(db);
  await sql`
    create function inbox_counts_removed() returns trigger language plpgsql as $$
    begin
      update inbox_counts c set total = c.total - r.n
        from (select user_id, count(*) as n from removed group by user_id) r
       where c.user_id = r.user_id;
      -- A reader with none left keeps no row (a deleted account must leave nothing naming it).
      delete from inbox_counts c using (select distinct user_id from removed) r
       where c.user_id = r.user_id and c.total = 0;
      return null;
    end $$`.execute(db);
  // A row moved to another reader (never done today; marking read changes no reader and fires nothing).
  await sql`
    create function inbox_counts_moved() returns trigger language plpgsql as $$
    begin
      update inbox_counts set total = total - 1 where user_id = old.user_id;
      delete from inbox_counts where user_id = old.user_id and total = 0;
      insert into inbox_counts as c (user_id, total) values (new.user_id, 1)
      on conflict (user_id) do update set total = c.total + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function inbox_counts_truncated() returns trigger language plpgsql as $$
    begin
      delete from inbox_counts;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger inbox_counts_added after insert on notification_recipients
    referencing new table as added for each statement execute function inbox_counts_added()`.execute(db);
  await sql`
    create trigger inbox_counts_removed after delete on notification_recipients
    referencing old table as removed for each statement execute function inbox_counts_removed()`.execute(db);
  await sql`
    create trigger inbox_counts_moved after update of user_id on notification_recipients
    for each row when (old.user_id is distinct from new.user_id) execute function inbox_counts_moved()`.execute(db);
  await sql`
    create trigger inbox_counts_truncated after truncate on notification_recipients
    for each statement execute function inbox_counts_truncated()`.execute(db);
  await sql`select refresh_inbox_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['inbox_counts_added', 'inbox_counts_removed', 'inbox_counts_moved', 'inbox_counts_truncated'])
    await sql`drop trigger if exists ${sql.id(trigger)} on notification_recipients`.execute(db);
  for (const fn of ['inbox_counts_added', 'inbox_counts_removed', 'inbox_counts_moved', 'inbox_counts_truncated'])
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  await sql`drop function if exists refresh_inbox_counts()`.execute(db);
  await sql`drop table if exists inbox_counts`.execute(db);
}
