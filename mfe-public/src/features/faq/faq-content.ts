export const faqMeta = {
  title: 'Frequently asked questions',
  description:
    'Straight answers for Australian job seekers: CVs, cover letters, interviews, pay and super, changing careers and how long a job search takes.',
};

export const faqIntro = {
  title: 'Frequently asked questions',
  lead: 'Career advice our account officers give most often. Have a question that is not here? Send it to us.',
  contactTitle: 'Still have a question?',
  contactText: 'Our team answers every message within one business day.',
  contactUs: 'Contact Us',
};

/** Six career-counselling questions (spec section 2) with answers written for job seekers in Australia. */
export const faqs = [
  {
    question: 'How should I set out my CV for Australian employers?',
    answer: [
      'Keep it to two or three pages, most recent role first. Open with a short profile (three or four lines on who you are and the role you want), then key skills, employment history, education and certifications.',
      'Under each role, list achievements rather than duties, with numbers where you can: “reduced invoice errors by 30%” says more than “responsible for invoicing”.',
      'Australian employers do not expect a photo, date of birth, marital status or religion, so leave them out. If you are on a visa, state your work rights clearly near the top. Referees can be “available on request”.',
    ],
  },
  {
    question: 'Do I need a cover letter for every application?',
    answer: [
      'Send one unless the advertisement says not to: many recruiters read it first to decide whether to open the CV. Keep it to one page.',
      'Name the role, explain in two or three short paragraphs why your experience fits the key requirements in the advertisement, and close by saying you would welcome an interview. Reuse a structure, but rewrite the middle for each job.',
      'Government and some corporate roles ask for responses to selection criteria instead of, or as well as, a letter. Answer each criterion separately with a real example.',
    ],
  },
  {
    question: 'How do I prepare for a job interview?',
    answer: [
      'Read the advertisement again and pick the five or six things the employer cares about most. For each, prepare a short story using the STAR method: the Situation, the Task, the Action you took and the Result.',
      'Research the organisation (its website, recent news, its LinkedIn page) and prepare two or three questions of your own about the team and the first months in the role.',
      'For video interviews, test your camera and microphone beforehand and choose a quiet spot with a plain background. After any interview, send a brief thank-you e-mail the same day.',
    ],
  },
  {
    question: 'How do I know what salary to ask for?',
    answer: [
      'Look at the salary ranges shown on similar advertisements on Seek and Indeed, and check the minimum rates for your industry in the Fair Work Ombudsman’s Pay and Conditions Tool (most jobs are covered by an award).',
      'Check whether an offer includes superannuation. Employers must pay the superannuation guarantee on top of your ordinary earnings, so “$80,000 plus super” is worth more than an $80,000 package that includes super.',
      'Give a range when asked, based on that research, and negotiate after you have a written offer. Leave, flexible hours and training are negotiable too.',
    ],
  },
  {
    question: 'Can I change careers without starting from scratch?',
    answer: [
      'Usually, yes. List the skills your current work already proves (customer service, scheduling, budgeting, team leadership) and find roles in the new field that ask for them. Put those skills at the top of your CV.',
      'Close specific gaps with short courses: TAFE, micro-credentials and many industry certificates take weeks, not years. The Australian Government’s Your Career website lists courses and the skills each occupation needs.',
      'Informational chats with people already in the field, through LinkedIn or your own network, often lead to roles that are never advertised.',
    ],
  },
  {
    question: 'How long does a job search take, and how many applications should I send?',
    answer: [
      'For most people it takes between one and three months, longer for senior or specialised roles. Steady, well-targeted applications work better than a burst of generic ones: five to ten tailored applications a week is a good rhythm.',
      'Keep a list of where and when you applied. If you have not heard back within a week or two of the closing date, a polite follow-up call or e-mail is welcome.',
      'If you are receiving JobSeeker Payment, record your job searches as your mutual obligation requirements ask. With our service, every application your account officer makes appears in your dashboard with its date.',
    ],
  },
] as const;
