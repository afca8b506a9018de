/** The Help Center's texts: the spec's where it gives them (sort options, vote messages, Contact Us), ours otherwise. */
export const helpTexts = {
  title: 'Help Center',
  intro: 'Guides from our team for your job search in Australia.',
  sortLabel: 'Sort by',
  loading: 'Loading articles...',
  empty: 'No articles found.',
  searchResults: 'Articles matching "{search}"',
  level: 'Level',
  helpfulQuestion: 'Was this article helpful?',
  yes: 'Yes',
  no: 'No',
  helpfulCount: '{count} found this helpful',
  // Spec sections 4 and 8.
  voted: 'Vote processed successfully.',
  alreadyVoted: 'You already voted.',
  voteFailed: 'Something went wrong, please try again.',
  voteNotProcessed: 'Error processing your vote.',
  voteUnreachable: 'Error voting. Please try again later.',
  contactPrompt: 'Still need help?',
  contactUs: 'Contact Us',
  pages: 'Help article pages',
  loadFailed: 'The articles could not be loaded. Please try again later.',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
