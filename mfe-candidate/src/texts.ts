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
  // Notifications inbox (section 2; the sender's name for the portal's own notifications is ours)
  noNotifications: 'No notifications available.',
  noMoreNotifications: 'No more notifications',
  selectNotification: 'Select a notification to read',
  backToNotifications: 'Back to Notifications',
  roleAdmin: 'Admin',
  roleSuperAdmin: 'Super Admin',
  portalSender: 'Career Portal',
  notificationsLabel: 'Notifications',
  loadingNotifications: 'Loading...',
} as const;
