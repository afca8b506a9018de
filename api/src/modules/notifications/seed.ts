import type { DemoSeed } from '../../db/demo-seed';
import { sendNotification } from './repository';
import { notificationText, sanitiseNotificationBody } from './sanitise';

type DemoNotification = {
  from: 'admin' | 'superAdmin';
  to: 'candidate' | 'admin' | 'superAdmin';
  daysAgo: number;
  read: boolean;
  title: string;
  message: string;
};

const demoNotifications: DemoNotification[] = [
  {
    from: 'superAdmin',
    to: 'candidate',
    daysAgo: 20,
    read: true,
    title: 'Welcome aboard',
    message:
      '<h1>Welcome to Career Portal</h1><p>Your account officer is now <strong>Alex Admin</strong>. They will apply for roles on your behalf and keep you posted here.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 18,
    read: true,
    title: 'Your CV is on file',
    message:
      '<p>Thanks for uploading your CV and cover letter. I have read both and will <em>tailor</em> them per application.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 15,
    read: true,
    title: 'First applications sent',
    message:
      '<h2>This week</h2><ol><li>Junior Developer at Harbour Digital, Sydney</li><li>Support Analyst at Southern Cross Health, Melbourne</li><li>Graduate Engineer at Eastline Rail, Brisbane</li></ol>',
  },
  {
    from: 'superAdmin',
    to: 'candidate',
    daysAgo: 13,
    read: true,
    title: 'Public holiday hours',
    message:
      "<p>Our team is offline on the <u>King's Birthday</u> public holiday. Applications resume the next business day.</p>",
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 11,
    read: true,
    title: 'Interview request',
    message:
      '<p><strong>Good news!</strong> Harbour Digital would like a 30-minute phone interview. Reply with times that suit you, or e-mail <a href="mailto:admin@portal.test">admin@portal.test</a>.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 9,
    read: true,
    title: 'Interview tips',
    message:
      '<h2>Before the call</h2><ul><li>Re-read the job ad and your tailored CV</li><li>Prepare two examples using the STAR method</li><li>Have a question ready about the team</li></ul><p>Good luck!</p>',
  },
  {
    from: 'superAdmin',
    to: 'candidate',
    daysAgo: 7,
    read: true,
    title: 'New resources',
    message:
      '<p>We published a guide to salary conversations in Australia. Read it in the <a href="https://www.fairwork.gov.au/pay-and-wages">Fair Work pay guide</a> and on our Resources page.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 5,
    read: false,
    title: 'Applications update',
    message:
      '<p>Five more applications went out this week:</p><ol><li>Seek: 3</li><li>Indeed: 2</li></ol><p>Two employers have <em>viewed</em> your profile.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 4,
    read: false,
    title: 'Second interview',
    message:
      '<h2>Southern Cross Health</h2><p>They would like to meet you <strong>in person</strong> next Tuesday at 10 am, Level 3, 120 Spencer Street, Melbourne.</p>',
  },
  {
    from: 'superAdmin',
    to: 'candidate',
    daysAgo: 3,
    read: false,
    title: 'Your plan',
    message:
      '<p>Your <strong>Free</strong> trial ends soon. Upgrade to Silver for tailored CVs and two job platforms.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 2,
    read: false,
    title: 'Reference check',
    message: '<p>Please send the names and phone numbers of <u>two referees</u>. A recent manager is best.</p>',
  },
  {
    from: 'admin',
    to: 'candidate',
    daysAgo: 1,
    read: false,
    title: 'Offer expected',
    message:
      '<h1>Fingers crossed</h1><p>Southern Cross Health told me an offer is likely this week. I will let you know the moment it arrives.</p>',
  },
  {
    from: 'superAdmin',
    to: 'admin',
    daysAgo: 10,
    read: true,
    title: 'Monthly targets',
    message:
      '<p>Target for this month: <strong>20 applications</strong> per subscribed candidate on Silver and Gold.</p>',
  },
  {
    from: 'superAdmin',
    to: 'admin',
    daysAgo: 2,
    read: false,
    title: 'New candidate assigned',
    message:
      '<p>I assigned you a new candidate today. Please review their platform details within <em>48 hours</em>.</p>',
  },
  {
    from: 'admin',
    to: 'superAdmin',
    daysAgo: 6,
    read: true,
    title: 'Leave next week',
    message:
      '<p>I am on leave from Monday to Wednesday; urgent matters to <a href="mailto:superadmin@portal.test">superadmin@portal.test</a>.</p>',
  },
  {
    from: 'admin',
    to: 'superAdmin',
    daysAgo: 1,
    read: false,
    title: 'Interview secured',
    message: '<p>The demo candidate has a <strong>second interview</strong> with Southern Cross Health.</p>',
  },
];

/** The demo accounts' notifications: a dozen for the candidate from their admin and the super admin, a few between staff. */
const seed: DemoSeed = {
  order: 50,
  async run({ db, accounts }) {
    const existing = await db
      .selectFrom('notifications')
      .select('id')
      .where('sender', 'in', [accounts.admin, accounts.superAdmin])
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    await db.transaction().execute(async (trx) => {
      for (const note of demoNotifications) {
        const message = sanitiseNotificationBody(note.message);
        const { id } = await sendNotification(
          trx,
          {
            title: note.title,
            message,
            messageText: notificationText(message),
            type: 'info',
            sender: accounts[note.from],
            createdAt: new Date(Date.now() - note.daysAgo * 24 * 60 * 60 * 1000),
          },
          { users: [accounts[note.to]] },
        );
        if (note.read)
          await trx
            .updateTable('notification_recipients')
            .set({ is_opened: true, opened_at: new Date() })
            .where('notification_id', '=', id)
            .execute();
      }
    });
  },
};
export default seed;
