import { useEffect, useRef } from 'react';
import { Tag, Typography } from 'antd';
import type { PortalNotification } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { messages } from '../../../texts';
import { preview } from './rich-text';
import { relativeTime } from './time';

/** The spec's role badge: Admin, or Super Admin when the sender is a super admin; none for the portal itself. */
export function senderRole(notification: PortalNotification): string | null {
  if (!notification.sender) return null;
  return notification.sender.role === 'superAdmin' ? messages.roleSuperAdmin : messages.roleAdmin;
}
export const senderName = (notification: PortalNotification) =>
  notification.sender ? displayName(notification.sender) : messages.portalSender;

export type NotificationListProps = {
  notifications: PortalNotification[];
  selectedId: string | null;
  onOpen(notification: PortalNotification): void;
  hasMore: boolean;
  loaded: boolean;
  loading: boolean;
  onLoadMore(): void;
};

/** The list: sender, role badge, relative time, a 50-character preview; unread in bold; the next page loads at the end. */
export function NotificationList({
  notifications,
  selectedId,
  onOpen,
  hasMore,
  loaded,
  loading,
  onLoadMore,
}: NotificationListProps) {
  const end = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasMore || loading) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, notifications.length]);

  if (loaded && notifications.length === 0)
    return <Typography.Text type="secondary">{messages.noNotifications}</Typography.Text>;
  return (
    <div className="inbox-list">
      <ul aria-label={messages.notificationsLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {notifications.map((notification) => {
          const role = senderRole(notification);
          return (
            <li key={notification._id}>
              <button
                type="button"
                className="inbox-item"
                aria-current={notification._id === selectedId ? 'true' : undefined}
                onClick={() => onOpen(notification)}
                style={{
                  // Longhands only: the font shorthand would reset the weight.
                  fontFamily: 'inherit',
                  fontSize: 'inherit',
                  lineHeight: 'inherit',
                  fontWeight: notification.isOpened ? 'normal' : 'bold',
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  padding: '12px 8px',
                  border: 0,
                  borderBottom: '1px solid #f0f0f0',
                  background: notification._id === selectedId ? '#e6f4ff' : 'transparent',
                  cursor: 'pointer',
                }}
              >
                <span style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span className="inbox-item__sender">{senderName(notification)}</span>
                  {role && <Tag color={role === messages.roleSuperAdmin ? 'purple' : 'blue'}>{role}</Tag>}
                  <span style={{ marginLeft: 'auto', color: '#595959', fontWeight: 'normal' }}>
                    <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
                  </span>
                </span>
                <span className="inbox-item__preview" style={{ display: 'block' }}>
                  {preview(notification.message)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div ref={end} data-testid="inbox-end" style={{ padding: 12, textAlign: 'center' }}>
        {loading ? (
          <Typography.Text type="secondary">{messages.loadingNotifications}</Typography.Text>
        ) : (
          loaded && !hasMore && <Typography.Text type="secondary">{messages.noMoreNotifications}</Typography.Text>
        )}
      </div>
    </div>
  );
}
