import { Avatar, Button, Typography } from 'antd';
import type { PortalNotification } from '@portal/shared';
import { messages } from '../../../texts';
import { senderName, senderRole } from './NotificationList';
import { sanitisedMessage } from '../../../lib/rich-text';
import { fullDateTime } from './time';

export type NotificationPaneProps = {
  notification: PortalNotification | null;
  /** Small screens show the pane alone, with a way back to the list. */
  onBack?: () => void;
};

/** The detail pane: sender picture, name, role, full date and time, the message as sanitised rich text. */
export function NotificationPane({ notification, onBack }: NotificationPaneProps) {
  if (!notification)
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <Typography.Text type="secondary">{messages.selectNotification}</Typography.Text>
      </div>
    );
  return (
    <article aria-label={notification.title} style={{ display: 'grid', gap: 12 }}>
      {onBack && (
        <div>
          <Button onClick={onBack}>{messages.backToNotifications}</Button>
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {/* flexShrink 0: a long name at 360 px squeezed the round picture into an oval. */}
        <Avatar
          size={48}
          src={notification.sender?.profilePicture || undefined}
          alt={senderName(notification)}
          style={{ flexShrink: 0 }}
        >
          {senderName(notification).charAt(0)}
        </Avatar>
        {/* Name, role and date each on a line of their own: without a role the name ran into the date. */}
        <div style={{ minWidth: 0 }}>
          <div>
            <Typography.Text strong>{senderName(notification)}</Typography.Text>
          </div>
          {senderRole(notification) && <div>{senderRole(notification)}</div>}
          <div>
            <Typography.Text type="secondary">
              <time dateTime={notification.createdAt}>{fullDateTime(notification.createdAt)}</time>
            </Typography.Text>
          </div>
        </div>
      </div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {notification.title}
      </Typography.Title>
      <div
        className="notification-message"
        data-testid="notification-message"
        // Sanitised twice: by the API before storing, and here with the same allow-list (DOMPurify).
        dangerouslySetInnerHTML={{ __html: sanitisedMessage(notification.message) }}
      />
    </article>
  );
}
