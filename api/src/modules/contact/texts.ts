/** Texts the contact module sends: its answers and its e-mails. */

export const contactMails = {
  contactSubject: (subject: string | undefined, name: string) => `Contact form: ${subject ?? 'Message'} (from ${name})`,
  contactBody: (contact: { name: string; email: string; phone?: string; subject?: string; message: string }) =>
    [
      'A message was sent through the contact form of the public site.',
      `Name: ${contact.name}\nE-mail: ${contact.email}\nPhone: ${contact.phone ?? 'not given'}\nSubject: ${contact.subject ?? 'not given'}`,
      contact.message,
      'Reply to the sender at the e-mail address above.',
    ].join('\n\n'),
} as const;
