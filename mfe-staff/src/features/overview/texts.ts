/** Texts of the super admin's dashboard figures (issue 16; the spec shows no dashboard contents: ours). */
export const overviewTexts = {
  title: 'Overview',
  candidatesByPlan: 'Candidates by plan',
  noPlan: 'No plan',
  subscribersWithoutAdmin: 'Subscribers with no admin',
  activeAdmins: 'Active admins',
  applicationsThisWeek: 'Applications this week',
  revenueThisMonth: 'Revenue this month',
  viewCandidates: 'View registered candidates',
  viewUnassigned: 'View unassigned subscribers',
  viewAdmins: 'View admins',
  viewJobHistory: "View admins' job history",
  viewSubscribers: 'View paying subscribers',
  loading: 'Loading...',
} as const;
