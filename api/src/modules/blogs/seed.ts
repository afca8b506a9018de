import type { BlogLevel } from '@portal/shared/contracts';
import type { DemoSeed } from '../../db/demo-seed';
import { notificationText, sanitiseNotificationBody } from '../notifications/sanitise';

type DemoArticle = { title: string; level: BlogLevel; daysAgo: number; content: string };

/** Six help articles for job seekers in Australia, so the Help Center has something worth reading from the start. */
export const demoArticles: DemoArticle[] = [
  {
    title: 'Reporting your job search to Workforce Australia',
    level: 'urgent',
    daysAgo: 2,
    content:
      '<p>If you receive income support such as JobSeeker Payment, you usually have <strong>mutual obligation requirements</strong>: activities you agree to in your Job Plan, such as applying for jobs, and reporting them on time.</p>' +
      '<h2>What to report</h2><ul><li>Each job you applied for: the employer, the job title and the date you applied</li><li>Other activities in your Job Plan (courses, interviews, work experience)</li></ul>' +
      '<p>Most people report through Workforce Australia Online or the app, and many have a points target each month. Your Job Plan shows your own target and due dates; if you cannot meet a requirement, contact your provider or Workforce Australia <em>before</em> it is due.</p>' +
      '<p>Every application we make for you is listed under Applications with its date, company, title and platform, so you can copy it straight into your report. See <a href="https://www.workforceaustralia.gov.au">workforceaustralia.gov.au</a>.</p>',
  },
  {
    title: 'How to write a resume Australian employers expect',
    level: 'most relevant',
    daysAgo: 5,
    content:
      '<p>Australian recruiters read a lot of resumes quickly. A clear, honest and tailored resume gets you to the interview.</p>' +
      '<h2>The basics</h2><ul><li>Two to three pages, newest experience first</li><li>Contact details at the top: name, phone, e-mail, suburb and state (a full street address is not needed)</li><li>No photo, date of birth, marital status or religion</li><li>Achievements, not only duties: "cut processing time by 20%" says more than "processed invoices"</li></ul>' +
      '<h2>Tailor it</h2><p>Use the words of the job ad for skills you really have. Many employers use applicant tracking systems that look for them.</p>' +
      '<p>Finish with two referees, or "Referees available on request", and ask your referees before you list them.</p>',
  },
  {
    title: 'Answering key selection criteria with the STAR method',
    level: 'important',
    daysAgo: 9,
    content:
      "<p>Government and many not-for-profit jobs ask you to address <strong>key selection criteria</strong> or write a pitch against the job's capabilities.</p>" +
      '<h2>STAR in four steps</h2><ol><li><strong>Situation</strong>: where you were and what was happening</li><li><strong>Task</strong>: what you had to achieve</li><li><strong>Action</strong>: what <em>you</em> did (say "I", not "we")</li><li><strong>Result</strong>: what changed, with a number if you can</li></ol>' +
      '<p>Keep to the word or page limit the ad gives, use one strong example per criterion, and reuse the same examples in the interview. The Australian Public Service Commission has guides on applying for APS jobs at <a href="https://www.apsc.gov.au">apsc.gov.au</a>.</p>',
  },
  {
    title: 'Spotting job scams',
    level: 'urgent',
    daysAgo: 14,
    content:
      '<p>Scammers pose as recruiters on job sites, by text message and on social media. Be wary when someone:</p>' +
      '<ul><li>asks you to pay for training, equipment or a "placement fee" before you start</li><li>offers a job without an interview, or pays well for very little work</li><li>asks for your tax file number, bank details or a copy of your passport before you have a written offer</li><li>wants you to receive money and pass it on</li></ul>' +
      '<p>A real employer never needs you to pay to get a job. If something feels wrong, stop and check the business yourself. Report scams at <a href="https://www.scamwatch.gov.au">scamwatch.gov.au</a>, and call your bank straight away if you have sent money.</p>',
  },
  {
    title: 'Starting a new job: tax, super and your pay',
    level: 'important',
    daysAgo: 21,
    content:
      '<p>Congratulations on the new job! A few things to sort out in your first week:</p>' +
      '<ul><li><strong>Tax file number declaration</strong>: give it to your employer so the right amount of tax is withheld</li><li><strong>Superannuation</strong>: tell your employer which fund to pay into, or they may use your existing fund or their default fund</li><li><strong>Pay slips</strong>: you should get one within one working day of being paid</li></ul>' +
      '<p>Your minimum pay and conditions come from the National Employment Standards and your award or agreement. The Fair Work Ombudsman explains them and has a pay calculator at <a href="https://www.fairwork.gov.au">fairwork.gov.au</a>; the ATO explains tax and super at <a href="https://www.ato.gov.au">ato.gov.au</a>.</p>' +
      '<p>If you were on income support, report your new income on time so your payment is right.</p>',
  },
  {
    title: 'Preparing for a job interview, in person or on video',
    level: 'interesting',
    daysAgo: 30,
    content:
      '<h2>Before</h2><ul><li>Re-read the job ad and the resume you sent: we keep the exact version with each application</li><li>Look up the employer: what they do, recent news, their values</li><li>Prepare three or four STAR stories that show the skills the ad asks for</li></ul>' +
      '<h2>On video</h2><ul><li>Test the link, camera and microphone the day before</li><li>Sit facing a window or lamp, with a plain background and your phone on silent</li></ul>' +
      '<h2>After</h2><p>Ask a question or two of your own (what success looks like in the first three months is a good one), thank them, and send a short thank-you e-mail the same day. Tell your account officer how it went so we can follow up.</p>',
  },
];

const dayMs = 24 * 60 * 60 * 1000;

export default {
  order: 30,
  async run({ db, accounts }) {
    // Once there is any article, the seed has run (staff may since have edited its articles: they stay as edited).
    const existing = await db.selectFrom('blogs').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const now = Date.now();
    await db
      .insertInto('blogs')
      .values(
        demoArticles.map((article) => {
          const content = sanitiseNotificationBody(article.content);
          const at = new Date(now - article.daysAgo * dayMs);
          return {
            title: article.title,
            content,
            content_text: notificationText(content),
            level: article.level,
            created_by: accounts.admin,
            updated_by: accounts.admin,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  },
} satisfies DemoSeed;
