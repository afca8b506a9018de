import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { candidate, userWithRole } from '@portal/shared/testing';
import { LoginDetailsTab } from './LoginDetailsTab';
import { MyDataTab } from './MyDataTab';
import { MyProfileTab } from './MyProfileTab';

// The tabs of /setting. Saving from a story calls no server: the API calls need a signed-in portal.
const meta: Meta = { title: 'Candidate/Settings tabs' };
export default meta;

type Story = StoryObj;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const MyProfileCandidate: Story = { render: () => <MyProfileTab user={candidate} /> };
export const MyProfileWithPhoto: Story = {
  render: () => <MyProfileTab user={{ ...candidate, profilePicture: '/favicon.ico' }} />,
};
export const MyProfileStaff: Story = {
  render: () => (
    <MyProfileTab
      user={userWithRole('admin', { firstName: 'Alex', lastName: 'Admin', email: 'alex.admin@example.com' })}
    />
  ),
};
export const LoginDetails: Story = { render: () => <LoginDetailsTab user={candidate} /> };
export const LoginDetailsNoEmail: Story = { render: () => <LoginDetailsTab user={{ ...candidate, email: '' }} /> };
/** My data: the download succeeds after a moment; deletion refuses every password (as a wrong one would). */
export const MyData: Story = {
  render: () => (
    <MyDataTab
      download={() => wait(800)}
      remove={async () => {
        await wait(800);
        throw new Error('The password is not correct.');
      }}
    />
  ),
};
