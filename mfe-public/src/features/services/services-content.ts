export const servicesMeta = {
  title: 'Our services',
  description:
    'Job applications made for you, career guidance, CV review and interview preparation for job seekers in Australia.',
};

export const servicesPage = {
  title: 'Our services',
  lead: 'Everything between deciding what you want and signing the offer. Choose a service to see what it includes.',
  badge: '98% Customer Satisfaction Rate',
  learnMore: 'Learn More',
  learnMoreAbout: (title: string) => `Learn More about ${title}`,
  opening: 'Opening…',
  back: 'Back',
  backLabel: 'Back to all services',
  includes: 'What is included',
  alwaysIncluded: 'Every service starts with',
  getStarted: 'Get started',
};

/** Listed in every service's detail (spec section 2). */
export const sharedInclusions = ['Personalized Career Assessments', 'Career Planning and Goal Setting'] as const;

export type Service = {
  title: string;
  subtitle: string;
  description: string;
  details: readonly string[];
};

/** The four cards of spec section 2, in its order. */
export const services: readonly Service[] = [
  {
    title: 'Job Application',
    subtitle: 'We apply, you interview',
    description:
      'Your account officer finds roles that match your profile and applies for them on Seek, Indeed, Jora, LinkedIn or Glassdoor with your CV and cover letter.',
    details: [
      'Applications made on the platforms you choose, using your own accounts',
      'Roles matched to your job titles, experience level and preferred states',
      'Every application recorded in your dashboard with the company, role and date',
      'Notifications from your account officer when there is news',
    ],
  },
  {
    title: 'Career Guide',
    subtitle: 'Know where you are heading',
    description:
      'One-to-one guidance to choose a direction, whether you are starting out, returning to work, changing careers or new to Australia.',
    details: [
      'A review of your skills, interests and work rights',
      'Occupations and employers in your state that suit you',
      'Short courses and certifications that close specific gaps',
      'A realistic job-search plan with weekly goals',
    ],
  },
  {
    title: 'CV Review',
    subtitle: 'A CV that gets read',
    description:
      'A line-by-line review of your CV and cover letter against what Australian recruiters and applicant tracking systems look for.',
    details: [
      'Structure and length suited to Australian employers',
      'Duties rewritten as measurable achievements',
      'Keywords matched to the roles you are targeting',
      'A cover letter template you can adapt for each application',
    ],
  },
  {
    title: 'Interview Preparation',
    subtitle: 'Walk in ready',
    description:
      'Practice interviews for the roles you have applied to, with feedback on your answers, your examples and how you come across.',
    details: [
      'Likely questions for the role and the organisation',
      'Behavioural answers built with the STAR method',
      'Video-interview set-up and etiquette',
      'Questions to ask and how to discuss salary',
    ],
  },
];

/** The service whose title matches the `service` query parameter, ignoring case (spec section 2). */
export function serviceByTitle(title: string | null): Service | null {
  if (!title) return null;
  const wanted = title.trim().toLowerCase();
  return services.find((service) => service.title.toLowerCase() === wanted) ?? null;
}
