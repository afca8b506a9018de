/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // Dashboards (section 2: contents beyond the spec's are ours)
  assignedCandidates: 'Your assigned candidates',
  noCandidatesAssigned: 'No candidates assigned',
  candidateName: 'Name',
  candidateEmail: 'Email',
  totalCandidates: 'Total candidates',
  registeredCandidates: 'Registered candidates',
  admins: 'Admins',
  latestCandidates: 'Latest candidates',
  noCandidatesFound: 'No candidates found',
  candidates: 'Candidates',
  // Create Notification (sections 2, 5, 8; the heading, labels, button and audience texts beyond the spec's are ours)
  createNotificationTitle: 'Create Notification',
  notificationTitleLabel: 'Title',
  notificationMessageLabel: 'Message',
  notificationPlaceholder: 'Write your notification here...',
  sendToAllUsers: 'Send to all users',
  sendToAllAdmins: 'Send to all admins',
  sendToAllSuperAdmins: 'Send to all superadmins',
  chooseUsers: 'Choose users',
  sendNotification: 'Send Notification',
  sending: 'Sending...',
  notificationTitleRequired: 'Title is required!',
  notificationMessageRequired: 'Message is required!',
  notificationAudienceRequired: 'Choose who receives the notification.',
  notificationSent: 'Notification sent successfully!',
  notificationSendFailed: 'Error sending notification. Try again.',
} as const;
