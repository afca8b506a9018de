import type { DemoSeed } from '../../db/demo-seed';
import type { Platform } from '@portal/shared/contracts';
import { recordAudit } from './repository';

/** A second and third admin besides the demo one (issue 16): one waiting for activation, one suspended. */
const demoAdmins = [
  { email: 'pending.admin@portal.test', firstName: 'Priya', lastName: 'Pending', status: 'pending' },
  { email: 'suspended.admin@portal.test', firstName: 'Sid', lastName: 'Suspended', status: 'suspended' },
] as const;

type DemoSubscriber = {
  firstName: string;
  lastName: string;
  plan: 'Free' | 'Silver' | 'Gold';
  state: string;
  experience: string;
  jobTitle: string;
  /** The platform already handed over (with its login e-mail), or none: the assign flow then asks for one. */
  platform?: Platform;
};

/** About fifteen subscribed candidates with no admin, across the three plans. */
const demoSubscribers: DemoSubscriber[] = [
  {
    firstName: 'Harper',
    lastName: 'Nguyen',
    plan: 'Free',
    state: 'New South Wales',
    experience: '0-1 years',
    jobTitle: 'Barista',
    platform: 'Seek',
  },
  {
    firstName: 'Oliver',
    lastName: 'Kowalski',
    plan: 'Free',
    state: 'Victoria',
    experience: '2-4 years',
    jobTitle: 'Warehouse Supervisor',
  },
  {
    firstName: 'Amelia',
    lastName: 'Tran',
    plan: 'Free',
    state: 'Queensland',
    experience: '0-1 years',
    jobTitle: 'Receptionist',
    platform: 'Indeed',
  },
  {
    firstName: 'Jack',
    lastName: 'Papadopoulos',
    plan: 'Free',
    state: 'Western Australia',
    experience: '5-6 years',
    jobTitle: 'Electrician',
  },
  {
    firstName: 'Isla',
    lastName: 'Fitzgerald',
    plan: 'Free',
    state: 'Tasmania',
    experience: '2-4 years',
    jobTitle: 'Chef',
    platform: 'Jora',
  },
  {
    firstName: 'Noah',
    lastName: 'Singh',
    plan: 'Silver',
    state: 'Victoria',
    experience: '5-6 years',
    jobTitle: 'Accountant',
    platform: 'LinkedIn',
  },
  {
    firstName: 'Mia',
    lastName: 'Rossi',
    plan: 'Silver',
    state: 'South Australia',
    experience: '2-4 years',
    jobTitle: 'Nurse',
  },
  {
    firstName: 'Leo',
    lastName: 'Walker',
    plan: 'Silver',
    state: 'New South Wales',
    experience: '7 years above',
    jobTitle: 'Project Manager',
    platform: 'Seek',
  },
  {
    firstName: 'Chloe',
    lastName: 'Haddad',
    plan: 'Silver',
    state: 'Australian Capital Territory',
    experience: '0-1 years',
    jobTitle: 'Policy Officer',
  },
  {
    firstName: 'Lucas',
    lastName: 'Ahmed',
    plan: 'Silver',
    state: 'Queensland',
    experience: '2-4 years',
    jobTitle: 'Data Analyst',
    platform: 'Indeed',
  },
  {
    firstName: 'Grace',
    lastName: 'Murphy',
    plan: 'Gold',
    state: 'Victoria',
    experience: '7 years above',
    jobTitle: 'Engineering Manager',
    platform: 'LinkedIn',
  },
  {
    firstName: 'Ethan',
    lastName: 'Cohen',
    plan: 'Gold',
    state: 'Northern Territory',
    experience: '5-6 years',
    jobTitle: 'Mining Engineer',
  },
  {
    firstName: 'Zoe',
    lastName: 'Yamamoto',
    plan: 'Gold',
    state: 'New South Wales',
    experience: '2-4 years',
    jobTitle: 'UX Designer',
    platform: 'Glassdoor',
  },
  {
    firstName: 'Henry',
    lastName: 'Okafor',
    plan: 'Gold',
    state: 'Western Australia',
    experience: '7 years above',
    jobTitle: 'Geologist',
  },
  {
    firstName: 'Ruby',
    lastName: 'Lindqvist',
    plan: 'Gold',
    state: 'South Australia',
    experience: '0-1 years',
    jobTitle: 'Marketing Coordinator',
    platform: 'Seek',
  },
];

export const demoSubscriberEmail = (subscriber: Pick<DemoSubscriber, 'firstName' | 'lastName'>) =>
  `${subscriber.firstName}.${subscriber.lastName}@subscribers.portal.test`.toLowerCase();

const dayMs = 24 * 60 * 60 * 1000;

const seed: DemoSeed = {
  // After the users, plans and subscriptions of the earlier seeds.
  order: 30,
  async run({ db, cipher, accounts }) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoAdmins[0].email)
      .executeTakeFirst();
    if (existing) return;
    // The demo password (already hashed for the demo accounts): no argon2 work on every start.
    const { password_hash } = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', accounts.admin)
      .executeTakeFirstOrThrow();
    const plans = await db.selectFrom('subscription_plans').select(['id', 'name']).execute();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (const admin of demoAdmins) {
        const row = await trx
          .insertInto('users')
          .values({
            first_name: admin.firstName,
            last_name: admin.lastName,
            email: admin.email,
            role: 'admin',
            email_verified: true,
            password_hash,
            phone_number: '+61355504400',
            status: admin.status,
          })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row)
          await recordAudit(trx, {
            adminId: row.id,
            actorId: accounts.superAdmin,
            action: 'status',
            status: admin.status,
          });
      }
      for (const [index, subscriber] of demoSubscribers.entries()) {
        const plan = plans.find((candidatePlan) => candidatePlan.name === subscriber.plan);
        if (!plan) continue;
        const joined = new Date(now - (index + 2) * dayMs);
        const user = await trx
          .insertInto('users')
          .values({
            first_name: subscriber.firstName,
            last_name: subscriber.lastName,
            email: demoSubscriberEmail(subscriber),
            role: 'user',
            email_verified: true,
            password_hash,
            phone_number: `+614125550${String(index).padStart(2, '0')}`,
            address: `${10 + index} Example Street`,
            work_state: [subscriber.state],
            job_title: [subscriber.jobTitle],
            experience_level: subscriber.experience,
            subscription: subscriber.plan,
            step2: true,
            step4: true,
            step5: subscriber.platform !== undefined,
            created_at: joined,
            updated_at: joined,
          })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) continue;
        const start = new Date(now - (index % 5) * dayMs);
        await trx
          .insertInto('subscriptions')
          .values({
            user_id: user.id,
            plan_id: plan.id,
            plan_name: plan.name,
            kind: subscriber.plan === 'Free' ? 'trial' : 'paid',
            start_date: start,
            exp_date: new Date(start.getTime() + (subscriber.plan === 'Free' ? 7 : 30) * dayMs),
          })
          .execute();
        if (subscriber.platform)
          await trx
            .insertInto('portals')
            .values({
              user_id: user.id,
              name: subscriber.platform,
              had_an_account: true,
              agreed: true,
              credential_email: demoSubscriberEmail(subscriber),
              credential_password_encrypted: cipher.encrypt(`Demo-${subscriber.lastName}-2026`, user.id),
            })
            .execute();
      }
    });
  },
};

export default seed;
