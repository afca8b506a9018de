/** Texts the blogs (help articles) module sends; the vote texts are the spec's (sections 4 and 8). */
export const blogApiMessages = {
  created: 'Article saved successfully',
  updated: 'Article saved successfully',
  notFound: 'Article not found.',
  voted: 'Vote processed successfully.',
  alreadyVoted: 'You already voted.',
} as const;
