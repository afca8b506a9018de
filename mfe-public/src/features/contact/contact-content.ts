export const contactMeta = {
  title: 'Contact us',
  description:
    'Questions about our job application service, plans or your account? Send Career Portal a message or reach us by phone or e-mail.',
};

export const contactTexts = {
  title: 'Contact Us',
  lead: 'Questions about our services, plans or your account? Send us a message and our team will reply by e-mail within one business day.',
  detailsTitle: 'Our details',
  // Spec section 2's four labels, verbatim.
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  detailsLoading: 'Loading our contact details…',
  detailsFailed: 'Our contact details could not be loaded. You can still send us a message with the form.',
  formTitle: 'Send us a message',
  nameLabel: 'Name',
  phoneLabel: 'Phone (optional)',
  subjectLabel: 'Subject (optional)',
  messageLabel: 'Message',
  messageHint: (min: number, max: number) => `Between ${min} and ${max} characters.`,
  send: 'Send Message',
  sending: 'Sending…',
  sendAnother: 'Send another message',
};
