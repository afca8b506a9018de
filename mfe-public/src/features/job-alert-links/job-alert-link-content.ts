/** The pages the links in job-alert e-mails open: /job-alerts/confirm and /job-alerts/unsubscribe. */
export const jobAlertConfirmTexts = {
  meta: {
    title: 'Confirm your job alert',
    description:
      'Confirm the job alert you asked for on Career Portal, so that we can e-mail you new roles that match.',
  },
  lead: 'One click and your job alert is on: we will e-mail you new roles that match the choices you gave us.',
  action: 'Confirm job alert',
  busy: 'Confirming…',
  failed: 'Your job alert could not be confirmed. Please try again.',
};

export const jobAlertUnsubscribeTexts = {
  meta: {
    title: 'Unsubscribe from job alerts',
    description:
      'Stop the job alerts Career Portal e-mails you: one click ends the subscription and forgets your choices.',
  },
  lead: 'We will stop e-mailing you job alerts and forget the choices you gave us.',
  action: 'Unsubscribe',
  busy: 'Unsubscribing…',
  failed: 'You could not be unsubscribed. Please try again.',
};

export const jobAlertLinkTexts = { backToAlerts: 'Back to job alerts' };
