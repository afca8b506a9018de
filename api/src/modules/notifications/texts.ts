/** Texts the notifications module sends. */

export const notificationApiMessages = {
  sent: 'Notification sent successfully!',
  markedRead: 'Notification marked as read.',
  notFound: 'Notification not found.',
  adminMayNotAddress: 'You may only send notifications to the candidates assigned to you and the super admins.',
  unknownRecipients: 'Some of the chosen users do not exist.',
} as const;
