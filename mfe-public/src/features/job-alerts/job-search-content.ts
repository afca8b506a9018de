export const jobAlertsMeta = {
  title: 'Job search and job alerts',
  description:
    'Search sample job listings by keyword, location, type, category, level and salary, and sign up for job alerts matched to your experience and preferred city.',
};

export const jobSearchTexts = {
  title: 'Find your next job',
  lead: 'Try the search on our sample listings below, then sign up for job alerts and we will send you real roles that match.',
  sampleNotice:
    'These are sample listings that show how the search works. They are not live vacancies; your account officer applies for real roles on the platforms you choose.',
  keywordLabel: 'Keyword',
  keywordPlaceholder: 'Job title, skill or company',
  locationLabel: 'Location',
  locationPlaceholder: 'City or state',
  search: 'Search',
  filtersTitle: 'Filters',
  clearFilters: 'Clear filters',
  showResults: (count: number) => `Show ${count} ${count === 1 ? 'job' : 'jobs'}`,
  resultsTitle: 'Results',
  resultCount: (count: number) => `${count} sample ${count === 1 ? 'job' : 'jobs'} found`,
  noResults: 'No sample jobs match these filters. Remove a filter or try another keyword.',
  sampleLabel: 'Sample listing',
  backToHome: 'Back to homepage',
  perWeek: 'a week',
};

/** Spec section 9's static job-search filters, verbatim. */
export const jobFilters = {
  type: { label: 'Type', options: ['Full-Time', 'Part-Time', 'Remote', 'Internship', 'Contract'] },
  category: {
    label: 'Categories',
    options: ['Design', 'Sales', 'Marketing', 'Business', 'Human Resource', 'Finance', 'Engineering', 'Technology'],
  },
  level: { label: 'Job Level', options: ['Entry Level', 'Mid Level', 'Senior Level'] },
  salary: { label: 'Salary Range', options: ['$700 - $1000', '$1000 - $1500', '$1500 - $2000', '$3000 or above'] },
} as const;

export type JobFilterName = keyof typeof jobFilters;
type Option<Name extends JobFilterName> = (typeof jobFilters)[Name]['options'][number];

export type SampleJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  type: Option<'type'>;
  category: Option<'category'>;
  level: Option<'level'>;
  salary: Option<'salary'>;
  summary: string;
};

/** Sample listings (labelled as samples on the page) that the search really filters. Companies are fictional. */
export const sampleJobs: readonly SampleJob[] = [
  {
    id: 'ux-designer-melbourne',
    title: 'UX Designer',
    company: 'Harbour Digital (sample)',
    location: 'Melbourne, VIC',
    type: 'Full-Time',
    category: 'Design',
    level: 'Mid Level',
    salary: '$1500 - $2000',
    summary: 'Design and test customer journeys for a retail banking app with a small product team.',
  },
  {
    id: 'graphic-designer-intern-sydney',
    title: 'Graphic Design Intern',
    company: 'Bondi Creative (sample)',
    location: 'Sydney, NSW',
    type: 'Internship',
    category: 'Design',
    level: 'Entry Level',
    salary: '$700 - $1000',
    summary: 'Twelve-week paid internship producing social and print assets for local brands.',
  },
  {
    id: 'sales-representative-brisbane',
    title: 'Sales Representative',
    company: 'Sunstate Supplies (sample)',
    location: 'Brisbane, QLD',
    type: 'Full-Time',
    category: 'Sales',
    level: 'Entry Level',
    salary: '$1000 - $1500',
    summary: 'Build relationships with trade customers across south-east Queensland. Car provided.',
  },
  {
    id: 'account-manager-perth',
    title: 'Senior Account Manager',
    company: 'Western Freight Co. (sample)',
    location: 'Perth, WA',
    type: 'Full-Time',
    category: 'Sales',
    level: 'Senior Level',
    salary: '$3000 or above',
    summary: 'Own the largest mining-sector accounts and lead a team of three account executives.',
  },
  {
    id: 'digital-marketing-remote',
    title: 'Digital Marketing Specialist',
    company: 'Koala Commerce (sample)',
    location: 'Remote, Australia',
    type: 'Remote',
    category: 'Marketing',
    level: 'Mid Level',
    salary: '$1500 - $2000',
    summary: 'Plan and run paid search and social campaigns for an online homewares store.',
  },
  {
    id: 'marketing-assistant-adelaide',
    title: 'Marketing Assistant',
    company: 'Barossa Estates (sample)',
    location: 'Adelaide, SA',
    type: 'Part-Time',
    category: 'Marketing',
    level: 'Entry Level',
    salary: '$700 - $1000',
    summary: 'Three days a week supporting events, newsletters and the cellar-door website.',
  },
  {
    id: 'business-analyst-canberra',
    title: 'Business Analyst',
    company: 'Capital Advisory (sample)',
    location: 'Canberra, ACT',
    type: 'Contract',
    category: 'Business',
    level: 'Mid Level',
    salary: '$1500 - $2000',
    summary: 'Six-month contract documenting processes and requirements for a records-management upgrade.',
  },
  {
    id: 'hr-coordinator-melbourne',
    title: 'HR Coordinator',
    company: 'Yarra Health Group (sample)',
    location: 'Melbourne, VIC',
    type: 'Full-Time',
    category: 'Human Resource',
    level: 'Entry Level',
    salary: '$1000 - $1500',
    summary: 'Coordinate onboarding, rosters and payroll queries for 400 clinical staff.',
  },
  {
    id: 'payroll-officer-hobart',
    title: 'Payroll Officer',
    company: 'Derwent Services (sample)',
    location: 'Hobart, TAS',
    type: 'Part-Time',
    category: 'Finance',
    level: 'Mid Level',
    salary: '$1000 - $1500',
    summary: 'Process fortnightly payroll and superannuation for a not-for-profit, 30 hours a week.',
  },
  {
    id: 'financial-controller-sydney',
    title: 'Financial Controller',
    company: 'Harbourside Logistics (sample)',
    location: 'Sydney, NSW',
    type: 'Full-Time',
    category: 'Finance',
    level: 'Senior Level',
    salary: '$3000 or above',
    summary: 'Lead month-end, budgeting and reporting for a national logistics business.',
  },
  {
    id: 'civil-engineer-brisbane',
    title: 'Graduate Civil Engineer',
    company: 'Moreton Infrastructure (sample)',
    location: 'Brisbane, QLD',
    type: 'Full-Time',
    category: 'Engineering',
    level: 'Entry Level',
    salary: '$1000 - $1500',
    summary: 'Two-year graduate program on road and drainage projects with a mentoring engineer.',
  },
  {
    id: 'mechanical-engineer-contract-perth',
    title: 'Mechanical Engineer',
    company: 'Pilbara Projects (sample)',
    location: 'Perth, WA',
    type: 'Contract',
    category: 'Engineering',
    level: 'Senior Level',
    salary: '$3000 or above',
    summary: 'Twelve-month contract on processing-plant upgrades, with some fly-in fly-out travel.',
  },
  {
    id: 'software-developer-remote',
    title: 'Software Developer (React)',
    company: 'Southern Cross Software (sample)',
    location: 'Remote, Australia',
    type: 'Remote',
    category: 'Technology',
    level: 'Mid Level',
    salary: '$1500 - $2000',
    summary: 'Build customer-facing features in React and TypeScript for a payroll platform.',
  },
  {
    id: 'it-support-intern-melbourne',
    title: 'IT Support Intern',
    company: 'Docklands Tech (sample)',
    location: 'Melbourne, VIC',
    type: 'Internship',
    category: 'Technology',
    level: 'Entry Level',
    salary: '$700 - $1000',
    summary: 'Help the service desk with laptops, accounts and onboarding for a growing office.',
  },
];
