/** Texts the job-alerts module sends: its answers and its e-mails. */

export const jobAlertMessages = {
  // Public site forms: contact (POST /api/contact) and job alerts (POST /api/job-alerts); texts the spec leaves to us
  jobAlertSubscribed: 'You are subscribed! We will e-mail you jobs that match your choices.',
  jobAlertUpdated: 'Your job alert choices have been updated.',
  jobAlertCheckInbox:
    'Almost done! We have sent you an e-mail: open its link within 48 hours to confirm your job alert.',
  jobAlertUnsubscribed: 'You are unsubscribed. We will not send you job alerts any more.',
  // Public site forms (POST /api/contact, POST /api/job-alerts)
  jobAlertConfirmLinkInvalid: 'This confirmation link is invalid or has already been used.',
  jobAlertConfirmLinkExpired: 'This confirmation link has expired. Please sign up for job alerts again.',
  jobAlertUnsubscribeLinkInvalid: 'This unsubscribe link is invalid or has already been used.',
  jobAlertTooManyLinks:
    'We have already sent several confirmation links to this address. Please check your inbox, or try again in an hour.',
} as const;

export const jobAlertMails = {
  jobAlertConfirmSubject: 'Confirm your Career Portal job alert',
  jobAlertConfirmBody: (choices: string, link: string) =>
    `Hello,\n\nJob alerts were requested for this e-mail address with these choices:\n${choices}\n\nOpen this link to confirm them (valid for 48 hours, usable once):\n${link}\n\nIf you did not ask for this, ignore this e-mail: nothing is subscribed.`,
  jobAlertActiveSubject: 'Your Career Portal job alert is on',
  jobAlertActiveBody: (choices: string, unsubscribeLink: string) =>
    `Hello,\n\nYour job alert is confirmed. We will e-mail you new roles that match:\n${choices}\n\nTo change your choices, sign up again with this e-mail address. To stop job alerts, open this link:\n${unsubscribeLink}`,
} as const;
