import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Choosing the Free trial while holding a paid period set users.subscription back to 'Free' (the trial is now refused
// then, and never becomes the plan of a candidate who has paid). This gives those candidates back the plan of their
// latest payment still running or to come, as paying had set it. The kept counts follow by their triggers.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update users u
       set updated_at = now(), subscription = (
         select s.plan_name from subscriptions s
          where s.user_id = u.id and s.kind = 'paid' and s.active and s.exp_date > now()
          order by s.created_at desc limit 1)
     where u.role = 'user' and u.status <> 'deleted' and u.subscription = 'Free'
       and exists (select 1 from subscriptions s
                    where s.user_id = u.id and s.kind = 'paid' and s.active and s.exp_date > now())`.execute(db);
}

// Nothing to restore: the 'Free' these rows held was the defect.
export async function down(): Promise<void> {}
