import { createApplicationRequest } from './candidates';

const details = {
  level: 'Mid Level',
  duration: 'Permanent',
  salary: '$90,000',
  type: 'Full-Time',
  applicationType: 'Apply',
};
const appliedDateMessages = (appliedDate: unknown) =>
  createApplicationRequest.shape.details
    .safeParse({ ...details, appliedDate })
    .error?.issues.map((issue) => issue.message);

describe('application contract: the application date', () => {
  it.each(['2026-03-05', '2026-03-05T09:30:00Z', '2026-03-05T19:30:00+10:00'])('takes %p', (appliedDate) => {
    expect(appliedDateMessages(appliedDate)).toBeUndefined();
  });

  it.each(['2026-02-30', '2026-13-01T00:00:00Z', 'yesterday', '', 20260305, undefined])(
    'refuses %p with one clear message, never "Invalid input"',
    (appliedDate) => {
      expect(appliedDateMessages(appliedDate)).toEqual(['Application Date must be a date.']);
    },
  );
});
