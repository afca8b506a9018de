import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { PortalNotification } from '@portal/shared';
import { NotificationList } from './NotificationList';
import { NotificationPane } from './NotificationPane';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();
const admin = { _id: 'a-1', firstName: 'Alex', lastName: 'Admin', role: 'admin' as const, profilePicture: null };
const superAdmin = {
  _id: 's-1',
  firstName: 'Sam',
  lastName: 'Super',
  role: 'superAdmin' as const,
  profilePicture: null,
};
const notifications: PortalNotification[] = [
  {
    _id: 'n-1',
    title: 'Second interview',
    message:
      '<h2>Southern Cross Health</h2><p>They would like to meet you <strong>in person</strong> next Tuesday at 10 am.</p><ol><li>Bring your CV</li><li>Arrive 10 minutes early</li></ol>',
    type: 'info',
    createdAt: hoursAgo(2),
    sender: admin,
    isOpened: false,
    recipients: [{ user: 'me', isOpened: false }],
  },
  {
    _id: 'n-2',
    title: 'New resources',
    message:
      '<p>Read the <a href="https://www.fairwork.gov.au/pay-and-wages" target="_blank" rel="noopener noreferrer">Fair Work pay guide</a>.</p>',
    type: 'info',
    createdAt: hoursAgo(30),
    sender: superAdmin,
    isOpened: true,
    recipients: [{ user: 'me', isOpened: true }],
  },
];

function InboxFrame({ list, selected }: { list: PortalNotification[]; selected: PortalNotification | null }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 2fr) 3fr', gap: 16, padding: 24 }}>
      <NotificationList
        notifications={list}
        selectedId={selected?._id ?? null}
        onOpen={() => undefined}
        hasMore={false}
        loaded
        loading={false}
        onLoadMore={() => undefined}
      />
      <NotificationPane notification={selected} />
    </div>
  );
}

const meta: Meta<typeof InboxFrame> = { title: 'Candidate/Notifications inbox', component: InboxFrame };
export default meta;
type Story = StoryObj<typeof InboxFrame>;

/** The list (unread in bold) beside the pane showing the first one. */
export const ListAndPane: Story = { args: { list: notifications, selected: notifications[0]! } };
/** Nothing chosen yet: 'Select a notification to read'. */
export const NothingSelected: Story = { args: { list: notifications, selected: null } };
/** No notifications at all: 'No notifications available.'. */
export const Empty: Story = { args: { list: [], selected: null } };
