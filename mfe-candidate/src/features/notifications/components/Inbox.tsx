import { useState } from 'react';
import { Card, Grid } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useNotificationCount, useSession, type PortalNotification } from '@portal/shared';
import { markNotificationRead } from '../api/mark-read';
import { useInbox } from '../api/use-inbox';
import { NotificationList } from './NotificationList';
import { NotificationPane } from './NotificationPane';

/**
 * /notification for every role: the list (searched with the header's `?search=`) beside the detail pane; on small
 * screens one at a time. Opening an unread item marks it read once, then the list and the badge's count refresh.
 */
export function Inbox() {
  const userId = useSession((state) => state.user?._id);
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const inbox = useInbox(userId, search);
  const { refresh: refreshCount } = useNotificationCount();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const wide = Grid.useBreakpoint().md ?? true;
  const selected = inbox.notifications.find((notification) => notification._id === selectedId) ?? null;

  const open = async (notification: PortalNotification) => {
    setSelectedId(notification._id);
    if (notification.isOpened) return;
    try {
      await markNotificationRead(notification._id);
    } catch (error) {
      console.error('Notification could not be marked read.', error);
    }
    await Promise.all([inbox.refresh(), refreshCount()]);
  };

  const list = (
    <NotificationList
      notifications={inbox.notifications}
      selectedId={selectedId}
      onOpen={(notification) => void open(notification)}
      hasMore={inbox.hasMore}
      loaded={inbox.loaded}
      loading={inbox.loading}
      onLoadMore={inbox.loadMore}
    />
  );
  if (!wide)
    return (
      <Card>{selected ? <NotificationPane notification={selected} onBack={() => setSelectedId(null)} /> : list}</Card>
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 2fr) 3fr', gap: 16, alignItems: 'start' }}>
      <Card styles={{ body: { padding: 8, maxHeight: '75vh', overflowY: 'auto' } }}>{list}</Card>
      <Card>
        <NotificationPane notification={selected} />
      </Card>
    </div>
  );
}
