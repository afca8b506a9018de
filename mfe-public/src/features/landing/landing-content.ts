import aisha from '../../assets/testimonials/aisha.svg';
import jack from '../../assets/testimonials/jack.svg';
import liam from '../../assets/testimonials/liam.svg';
import mei from '../../assets/testimonials/mei.svg';
import priya from '../../assets/testimonials/priya.svg';
import tom from '../../assets/testimonials/tom.svg';

export const landingMeta = {
  title: 'Job applications handled for you',
  description:
    'Career Portal matches Australian job seekers with suitable roles and applies on their behalf on Seek, Indeed, Jora, LinkedIn and Glassdoor, with real-time updates on every application.',
};

export const hero = {
  eyebrow: 'For job seekers across Australia',
  title: 'Land your next role while we handle the applications',
  lead: 'Build your profile once, upload your CV and cover letter, and our account officers apply for jobs that match you on Seek, Indeed, Jora, LinkedIn and Glassdoor. You follow every application as it happens.',
  registerNow: 'Register Now',
  imageAlt: 'A list of job applications, each ticked off as it is sent',
};

/** Spec section 1's three marketing claims, one per item. */
export const howItHelps = {
  title: 'How it Helps',
  items: [
    {
      title: 'Personalised job matching',
      text: 'Tell us your job title, experience and the states you want to work in. We match you with roles that fit, not every listing on the board.',
    },
    {
      title: 'Application management on your behalf',
      text: 'Your account officer submits applications for you with your CV and cover letter, and records each one so you always know where you have applied.',
    },
    {
      title: 'Real-time updates and notifications',
      text: 'See every application the moment it is made, with the company, role and date, and get notified when your account officer has news for you.',
    },
  ],
};

export const howItWorks = {
  title: 'How it works',
  steps: [
    {
      title: 'Create your profile',
      text: 'Register, verify your e-mail and tell us the roles, experience level and locations you are after.',
    },
    {
      title: 'Upload your CV and choose a plan',
      text: 'Add your CV and cover letter, pick the Free, Silver or Gold plan and the job platforms you want us to use.',
    },
    {
      title: 'We apply, you follow along',
      text: 'Your account officer applies for matching jobs and every application appears in your dashboard straight away.',
    },
  ],
};

/** Spec section 1's fixed figures, verbatim. */
export const figures = {
  title: 'Career Portal in numbers',
  counts: [
    { value: '1,325', label: 'companies' },
    { value: '876', label: 'candidates' },
    { value: '7,532', label: 'new jobs' },
    { value: '7,532', label: 'updates' },
  ],
  percentages: [
    { value: 95, label: 'success rate' },
    { value: 90, label: 'network' },
    { value: 98, label: 'user satisfaction' },
  ],
};

export type Testimonial = { name: string; role: string; text: string; image: string; rating: 1 | 2 | 3 | 4 | 5 };

/** The carousel's six static entries (spec section 2). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    role: 'Graduate Data Analyst, Melbourne',
    text: 'I was sending applications every night after uni. Once my account officer took over, I had three interviews in a fortnight and accepted an offer the following month.',
    image: priya,
    rating: 5,
  },
  {
    name: 'Liam O’Connor',
    role: 'Electrician, Brisbane',
    text: 'I am on site all day and never had time to apply properly. Seeing every application in my dashboard meant I always knew who to expect a call from.',
    image: liam,
    rating: 5,
  },
  {
    name: 'Mei Chen',
    role: 'Marketing Coordinator, Sydney',
    text: 'The CV review tightened my achievements into numbers. Recruiters started replying within days instead of weeks.',
    image: mei,
    rating: 4,
  },
  {
    name: 'Jack Wilson',
    role: 'Warehouse Team Leader, Perth',
    text: 'Good service and quick to apply. I would have liked a few more regional roles, but the ones they found were well matched.',
    image: jack,
    rating: 3,
  },
  {
    name: 'Aisha Rahman',
    role: 'Registered Nurse, Adelaide',
    text: 'Moving interstate with a family is stressful. Having someone handle the applications while I sorted everything else was a huge relief.',
    image: aisha,
    rating: 5,
  },
  {
    name: 'Tom Nguyen',
    role: 'Junior Software Developer, Hobart',
    text: 'The interview preparation session was practical: we rehearsed STAR answers for the exact roles I had applied to. It paid off.',
    image: tom,
    rating: 4,
  },
];

export const carousel = {
  title: 'What our candidates say',
  previous: 'Previous testimonials',
  next: 'Next testimonials',
  rating: (rating: number) => `Rated ${rating} out of 5`,
  position: (shown: readonly number[], total: number) =>
    `Showing testimonials ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]} of ${total}`,
};

export const registerCall = {
  title: 'Ready to let us apply for you?',
  text: 'Registration takes two minutes. Start with the Free plan and upgrade when you want more applications.',
};
