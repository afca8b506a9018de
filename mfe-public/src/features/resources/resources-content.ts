export const resourcesMeta = {
  title: 'Career resources',
  description:
    'Practical guides for job seekers in Australia: writing a CV and cover letter, preparing for interviews, and making the most of Seek, Indeed, Jora, LinkedIn and Glassdoor.',
};

export const resourcesIntro = {
  title: 'Career resources',
  lead: 'Checklists our account officers use with every candidate, and the job platforms and government services worth knowing. Free for everyone.',
  guidesTitle: 'Guides',
  platformsTitle: 'Australian job platforms',
  platformsLead: 'We apply on these five platforms for our candidates. Each works a little differently:',
  servicesTitle: 'Free government services',
  visit: (name: string) => `Visit ${name}`,
};

export type Guide = { title: string; intro: string; checklist: readonly string[] };

export const guides: readonly Guide[] = [
  {
    title: 'Writing a CV',
    intro: 'Recruiters skim a CV in under a minute. Make the first page count.',
    checklist: [
      'Two to three pages, most recent role first, consistent dates (month and year).',
      'A three- or four-line profile at the top naming the role you want.',
      'Achievements with numbers under each role, not a copy of the job description.',
      'Key skills and software that match the words used in the job advertisement.',
      'Your work rights if you are on a visa; no photo, date of birth or marital status.',
      'Saved as PDF or Word with a clear file name, such as Firstname-Lastname-CV.pdf.',
    ],
  },
  {
    title: 'Writing a cover letter',
    intro: 'One page that answers the question “why you, for this job?”.',
    checklist: [
      'Address a person by name when the advertisement gives one.',
      'First paragraph: the role you are applying for and a one-line summary of your fit.',
      'Middle: two or three examples that prove the key requirements of the advertisement.',
      'Close: your availability and that you would welcome an interview.',
      'Answer selection criteria separately when they are asked for, one example each.',
      'Proofread, then read it aloud once more before you send it.',
    ],
  },
  {
    title: 'Preparing for an interview',
    intro: 'Preparation beats nerves. Most questions can be predicted from the advertisement.',
    checklist: [
      'Five or six STAR stories: Situation, Task, Action, Result.',
      'Research the organisation’s services, values and recent news.',
      'Prepare an answer to “tell me about yourself” that lasts about a minute.',
      'Know your salary range and whether it includes superannuation.',
      'For video interviews, test your camera, sound and connection beforehand.',
      'Send a short thank-you e-mail the same day.',
    ],
  },
];

export type ExternalResource = { name: string; url: string; description: string; tip: string };

export const platforms: readonly ExternalResource[] = [
  {
    name: 'Seek',
    url: 'https://www.seek.com.au',
    description: 'Australia’s largest job board, covering most industries and every state.',
    tip: 'Complete your Seek Profile and turn on visibility so recruiters can approach you; save searches to get new listings by e-mail.',
  },
  {
    name: 'Indeed',
    url: 'https://au.indeed.com',
    description: 'Collects listings from employers’ own career pages as well as direct advertisements.',
    tip: 'Upload your CV once and use Indeed Apply for quick applications, but tailor your CV for the roles you want most.',
  },
  {
    name: 'Jora',
    url: 'https://au.jora.com',
    description: 'A job search engine that gathers listings from many Australian sites, including smaller boards.',
    tip: 'Useful for casual, part-time and regional roles that do not appear on the big boards; set up alerts by suburb.',
  },
  {
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/jobs',
    description: 'The professional network where recruiters search for candidates as well as advertising roles.',
    tip: 'Write a headline that names the role you want, add your achievements, and switch on “Open to work” for recruiters.',
  },
  {
    name: 'Glassdoor',
    url: 'https://www.glassdoor.com.au',
    description: 'Employee reviews, salaries and interview questions reported by people who work there.',
    tip: 'Read recent reviews and reported interview questions before an interview with that employer.',
  },
];

export const governmentServices: readonly ExternalResource[] = [
  {
    name: 'Your Career',
    url: 'https://www.yourcareer.gov.au',
    description: 'The Australian Government’s careers website: occupations, the skills they need and courses.',
    tip: 'Use it to compare occupations and find short courses when changing careers.',
  },
  {
    name: 'Fair Work Ombudsman',
    url: 'https://www.fairwork.gov.au',
    description: 'Minimum pay rates, awards, leave and your rights at work.',
    tip: 'Check the Pay and Conditions Tool before you discuss salary or accept an offer.',
  },
  {
    name: 'Workforce Australia',
    url: 'https://www.workforceaustralia.gov.au',
    description: 'Government employment services, job search and support for people receiving income support.',
    tip: 'If you have mutual obligation requirements, record your job searches here.',
  },
];
