/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // Dashboards (section 2: contents beyond the spec's are ours)
  profileSummary: 'Your profile',
  experience: 'Experience',
  preferredStates: 'Preferred states',
  onboardingStatus: 'Onboarding',
  onboardingComplete: 'Complete',
  onboardingIncomplete: 'Incomplete: continue your profile',
  unreadNotifications: 'Unread notifications',
  // /application (section 2: greeting, tabs, history table; the words beyond the spec's are ours)
  applicationsGreeting: 'Hello',
  applicationsIntro: 'Every application we have made for you, newest first.',
  applicationTabAll: 'All',
  applicationTabWeek: 'This Week',
  applicationTabMonth: 'This Month',
  applicationTabQuick: 'Quick Apply',
  applicationTabApply: 'Apply',
  searchApplications: 'Search applications',
  noApplicationsFound: 'No applications found.',
  applicationPages: 'Application pages',
  applicationColumnDate: 'Date',
  applicationColumnTitle: 'Job title',
  applicationColumnCompany: 'Company',
  applicationColumnLocation: 'Location',
  applicationColumnPlatform: 'Platform',
  applicationColumnType: 'Type',
} as const;
