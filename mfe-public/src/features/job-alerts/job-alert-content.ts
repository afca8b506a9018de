export const jobAlertTexts = {
  title: 'Get job alerts',
  lead: 'Tell us your experience, where you want to work and the salary you are after. We will e-mail you a link to confirm, then new roles that match; sign up again with the same e-mail to change your choices.',
  experienceLegend: 'Experience',
  locationsLegend: 'Locations',
  locationsHint: 'Choose one or more.',
  salaryLegend: 'Salary range',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  changeChoices: 'Change my choices',
};
