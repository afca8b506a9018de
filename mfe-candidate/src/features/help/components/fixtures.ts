import type { Blog } from '@portal/shared/contracts';

/** Help articles as the API answers them, for the feature's tests and stories. */
export const sampleArticles: Blog[] = [
  {
    _id: 'b-1',
    id: 'b-1',
    title: 'Spotting job scams',
    content:
      '<p>A real employer never needs you to pay to get a job.</p><ul><li>No placement fees</li><li>No TFN before a written offer</li></ul><p>Report scams at <a href="https://www.scamwatch.gov.au" target="_blank" rel="noopener noreferrer">scamwatch.gov.au</a>.</p>',
    level: 'urgent',
    helpfulVotes: 12,
    unhelpfulVotes: 1,
    votes: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    _id: 'b-2',
    id: 'b-2',
    title: 'How to write a resume Australian employers expect',
    content: '<h2>The basics</h2><p>Two to three pages, newest experience first, <strong>no photo</strong>.</p>',
    level: 'most relevant',
    helpfulVotes: 30,
    unhelpfulVotes: 2,
    votes: [{ user: 'me', isHelpful: true }],
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
  },
  {
    _id: 'b-3',
    id: 'b-3',
    title: 'Preparing for a job interview, in person or on video',
    content: '<p>Test the link, camera and microphone the day before.</p>',
    level: 'interesting',
    helpfulVotes: 4,
    unhelpfulVotes: 0,
    votes: [],
    createdAt: '2026-11-10T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
  },
];
