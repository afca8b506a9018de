import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import type { Application, CandidateDashboard } from '@portal/shared/contracts';
import { sampleApplication } from '@portal/shared/testing';
import { AccountOfficerCard } from './AccountOfficerCard';
import { LatestApplications } from './LatestApplications';
import { PlanCard } from './PlanCard';
import { QuotaCard } from './QuotaCard';
import './dashboard.css';

/** Five applications of one week, newest first, as the dashboard's API call answers them. */
const latest: Application[] = [
  ['Frontend Developer', 'Atlassian', 'Sydney NSW', '2026-03-05'],
  ['React Engineer', 'Canva', 'Sydney NSW', '2026-03-04'],
  ['UI Developer', 'Telstra', 'Melbourne VIC', '2026-03-04'],
  ['Web Developer', 'Xero', 'Brisbane QLD', '2026-03-03'],
  ['JavaScript Developer', 'REA Group', 'Melbourne VIC', '2026-03-02'],
].map(([title, company, location, day], index) => ({
  ...sampleApplication,
  _id: `application-${index + 1}`,
  title: title!,
  company: company!,
  location: location!,
  details: { ...sampleApplication.details, appliedDate: `${day}T09:30:00.000Z` },
}));

const officer = { firstName: 'Alex', lastName: 'Admin', email: 'alex.admin@careerportal.example' };

/** Free: 7 of this week's 10 used, 4 days left, an officer assigned. */
const free: CandidateDashboard = {
  applications: { week: 7, month: 19, total: 42 },
  plan: {
    name: 'Free',
    applicationLimit: 10,
    billing: 'weekly',
    startsAt: null,
    expiresAt: '2026-03-09T00:00:00.000Z',
    daysLeft: 4,
  },
  quota: { limit: 10, period: 'week' },
  accountOfficer: officer,
  latest,
};

/** The dashboard's top row and latest applications, laid out as /dashboard lays them out. */
function Cards({ dashboard }: { dashboard: CandidateDashboard }) {
  return (
    <MemoryRouter>
      <div style={{ display: 'grid', gap: 16, maxWidth: 1100, padding: 24 }}>
        <div className="candidate-dashboard__grid">
          <QuotaCard dashboard={dashboard} />
          <PlanCard plan={dashboard.plan} />
          <AccountOfficerCard officer={dashboard.accountOfficer} />
        </div>
        <LatestApplications applications={dashboard.latest} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Candidate/Dashboard/Cards',
  component: Cards,
  args: { dashboard: free },
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreeWithQuota: Story = {};
/** Silver: counted by the month, 24 of 30, 18 days left. */
export const SilverMonthly: Story = {
  args: {
    dashboard: {
      ...free,
      applications: { week: 6, month: 24, total: 88 },
      plan: { ...free.plan!, name: 'Silver', applicationLimit: 30, billing: 'monthly', daysLeft: 18 },
      quota: { limit: 30, period: 'month' },
    },
  },
};
/** Gold: unlimited, so no bar. */
export const GoldUnlimited: Story = {
  args: {
    dashboard: {
      ...free,
      plan: { ...free.plan!, name: 'Gold', applicationLimit: null, billing: 'monthly', daysLeft: 27 },
      quota: { limit: null, period: 'month' },
    },
  },
};
/** Gold paid for next month, nothing running yet: its start day, no quota counted. */
export const PlanNotStarted: Story = {
  args: {
    dashboard: {
      ...free,
      plan: {
        name: 'Gold',
        applicationLimit: null,
        billing: 'monthly',
        startsAt: '2026-04-01T00:00:00.000Z',
        expiresAt: '2026-05-01T00:00:00.000Z',
        daysLeft: null,
      },
      quota: null,
    },
  },
};
/** A new candidate: no plan, no officer, no applications yet. */
export const NewCandidate: Story = {
  args: {
    dashboard: {
      applications: { week: 0, month: 0, total: 0 },
      plan: null,
      quota: null,
      accountOfficer: null,
      latest: [],
    },
  },
};
