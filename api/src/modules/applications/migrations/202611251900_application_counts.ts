import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Counts kept as applications are written (list benchmark, issue 12): each candidate's Quick Apply and Apply
// applications, and everyone's in one row, so the tab counts and a list's total read one row instead of counting
// up to 20 000 index entries per request. A trigger keeps them on every insert, delete and update (user, type) and
// on truncate; a bulk load that bypasses triggers (session_replication_role = replica) calls
// refresh_application_counts() afterwards. The week and month tabs depend on the clock and are still counted,
// over the last 30 days of the candidate's (user_id, applied_at) index only.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table application_counts (
      user_id uuid primary key references users(id) on delete cascade,
      quick integer not null default 0,
      apply integer not null default 0
    )`.execute(db);
  await sql`
    create table application_totals (
      id boolean primary key default true check (id),
      quick bigint not null default 0,
      apply bigint not null default 0
    )`.execute(db);
  await sql`
    create function refresh_application_counts() returns void language plpgsql as $$
    begin
      delete from application_counts;
      insert into application_counts (user_id, quick, apply)
        select user_id, count(*) filter (where application_type = 'Quick Apply'),
               count(*) filter (where application_type = 'Apply')
          from applications group by user_id;
      delete from application_totals;
      insert into application_totals (id, quick, apply)
        select true, count(*) filter (where application_type = 'Quick Apply'),
               count(*) filter (where application_type = 'Apply')
          from applications;
    end $$`.execute(db);
  await sql`
    create function application_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from application_counts;
        update application_totals set quick = 0, apply = 0;
        return null;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update application_counts
           set quick = quick - (old.application_type = 'Quick Apply')::int,
               apply = apply - (old.application_type = 'Apply')::int
         where user_id = old.user_id;
        -- A candidate with none left keeps no row (a deleted account must leave nothing naming it).
        delete from application_counts where user_id = old.user_id and quick = 0 and apply = 0;
        update application_totals
           set quick = quick - (old.application_type = 'Quick Apply')::int,
               apply = apply - (old.application_type = 'Apply')::int;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into application_counts as c (user_id, quick, apply)
        values (new.user_id, (new.application_type = 'Quick Apply')::int, (new.application_type = 'Apply')::int)
        on conflict (user_id) do update
           set quick = c.quick + excluded.quick, apply = c.apply + excluded.apply;
        update application_totals
           set quick = quick + (new.application_type = 'Quick Apply')::int,
               apply = apply + (new.application_type = 'Apply')::int;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger application_counts_track after insert or delete or update of user_id, application_type
    on applications for each row execute function application_counts_track()`.execute(db);
  await sql`
    create trigger application_counts_truncate after truncate on applications
    for each statement execute function application_counts_track()`.execute(db);
  await sql`select refresh_application_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists application_counts_truncate on applications`.execute(db);
  await sql`drop trigger if exists application_counts_track on applications`.execute(db);
  await sql`drop function if exists application_counts_track()`.execute(db);
  await sql`drop function if exists refresh_application_counts()`.execute(db);
  await sql`drop table if exists application_totals`.execute(db);
  await sql`drop table if exists application_counts`.execute(db);
}
