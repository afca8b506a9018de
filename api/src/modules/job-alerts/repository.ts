import { sql, type Kysely } from 'kysely';
import type { JobAlert } from '@portal/shared/contracts';
import type { Database, JobAlertRow } from '../../db/schema';

type Choices = { email: string } & Pick<JobAlertRow, 'experience' | 'locations' | 'salary_range'>;

/** One row per e-mail: a new subscriber is inserted, a known one gets the new choices. */
export async function saveJobAlert(
  db: Kysely<Database>,
  choices: Choices,
): Promise<{ alert: JobAlertRow; created: boolean }> {
  const row = await db
    .insertInto('job_alerts')
    .values(choices)
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        experience: (eb) => eb.ref('excluded.experience'),
        locations: (eb) => eb.ref('excluded.locations'),
        salary_range: (eb) => eb.ref('excluded.salary_range'),
        updated_at: sql`now()`,
      }),
    )
    // xmax is 0 only on a freshly inserted row version (PostgreSQL and PGlite alike).
    .returning(['id', 'email', 'experience', 'locations', 'salary_range', 'created_at', 'updated_at'])
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...alert } = row;
  return { alert, created };
}

export const presentJobAlert = (row: JobAlertRow): JobAlert => ({
  _id: row.id,
  email: row.email,
  experience: row.experience,
  locations: row.locations,
  salaryRange: row.salary_range,
});
