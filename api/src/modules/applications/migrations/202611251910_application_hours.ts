import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each candidate's applications per hour of applied_at (UTC hours, kept by a trigger), for the week and month tabs
// (the last 7 and 30 days from now): the whole hours after the window's start are summed from here (at most 720
// rows), and only the rows of the one hour the window starts in are counted from the (user_id, applied_at) index.
// A candidate with 20 000 applications in a week no longer walks 20 000 index entries per request.
// A bulk load that bypasses triggers calls refresh_application_hours() afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table application_hours (
      user_id uuid not null references users(id) on delete cascade,
      hour timestamptz not null,
      applications integer not null default 0,
      primary key (user_id, hour)
    )`.execute(db);
  await sql`
    create function application_hour(at timestamptz) returns timestamptz language sql immutable as $$
      select to_timestamp(floor(extract(epoch from at) / 3600) * 3600)
    $$`.execute(db);
  await sql`
    create function refresh_application_hours() returns void language plpgsql as $$
    begin
      delete from application_hours;
      insert into application_hours (user_id, hour, applications)
        select user_id, application_hour(applied_at), count(*) from applications group by 1, 2;
    end $$`.execute(db);
  await sql`
    create function application_hours_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from application_hours;
        return null;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        update application_hours set applications = applications - 1
         where user_id = old.user_id and hour = application_hour(old.applied_at);
        delete from application_hours
         where user_id = old.user_id and hour = application_hour(old.applied_at) and applications = 0;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into application_hours as h (user_id, hour, applications)
        values (new.user_id, application_hour(new.applied_at), 1)
        on conflict (user_id, hour) do update set applications = h.applications + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger application_hours_track after insert or delete or update of user_id, applied_at
    on applications for each row execute function application_hours_track()`.execute(db);
  await sql`
    create trigger application_hours_truncate after truncate on applications
    for each statement execute function application_hours_track()`.execute(db);
  await sql`select refresh_application_hours()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists application_hours_truncate on applications`.execute(db);
  await sql`drop trigger if exists application_hours_track on applications`.execute(db);
  await sql`drop function if exists application_hours_track()`.execute(db);
  await sql`drop function if exists refresh_application_hours()`.execute(db);
  await sql`drop function if exists application_hour(timestamptz)`.execute(db);
  await sql`drop table if exists application_hours`.execute(db);
}
