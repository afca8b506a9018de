import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from '../../../db/statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Everyone's applications per hour of applied_at (UTC hours), for the super admin's "applications in the last 7
// days": the whole hours after the window's start are summed from here (at most 168 rows) and only the one hour
// the window starts in is counted from the applied_at index, instead of counting a week of every candidate's
// applications on each call (list benchmark, issue 16). Statement-level triggers apply what a statement inserted,
// deleted or moved (transition tables), grouped by hour. A bulk load that bypasses triggers calls
// refresh_application_hours_all() afterwards.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table application_hours_all (
      hour timestamptz primary key,
      applications integer not null
    )`.execute(db);
  await sql`
    create function refresh_application_hours_all() returns void language plpgsql as $$
    begin
      delete from application_hours_all;
      insert into application_hours_all (hour, applications)
        select application_hour(applied_at), count(*) from applications group by 1;
    end $$`.execute(db);
  await sql`
    create function application_hours_all_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from application_hours_all;
        return null;
      end if;
      if TG_OP in ('UPDATE', 'DELETE') then
        insert into application_hours_all as h (hour, applications)
          select application_hour(applied_at), -count(*) from old_rows group by 1
        on conflict (hour) do update set applications = h.applications + excluded.applications;
      end if;
      if TG_OP in ('UPDATE', 'INSERT') then
        insert into application_hours_all as h (hour, applications)
          select application_hour(applied_at), count(*) from new_rows group by 1
        on conflict (hour) do update set applications = h.applications + excluded.applications;
      end if;
      delete from application_hours_all where applications = 0;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, 'applications', 'by_hour', 'application_hours_all_changed');
  await sql`select refresh_application_hours_all()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatementTriggers(db, 'applications', 'by_hour');
  await sql`drop function if exists application_hours_all_changed()`.execute(db);
  await sql`drop function if exists refresh_application_hours_all()`.execute(db);
  await sql`drop table if exists application_hours_all`.execute(db);
}
