import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Input, Typography } from 'antd';
import { useSession } from '@portal/shared';
import { notificationTitleLimit } from '@portal/shared/contracts';
import { showsNothing } from '@portal/shared/shown-text';
import { messages } from '../../../texts';
import { sendNotification } from '../api/send-notification';
import { noAudience, picksUsers, tickAllAdmins, tickAllUsers, type Audience } from './audience';
import { MessageEditor, type MessageEditorHandle } from '../../../components/MessageEditor';
import { RecipientPicker } from './RecipientPicker';

/** The first thing that keeps the form from being sent, in the spec's order: title, then message (then audience). */
function firstProblem(title: string, messageText: string, audience: Audience): string | null {
  if (showsNothing(title)) return messages.notificationTitleRequired;
  if (showsNothing(messageText)) return messages.notificationMessageRequired;
  if (picksUsers(audience) && audience.selectedUser.length === 0) return messages.notificationAudienceRequired;
  return null;
}

/** /create-notification (admin and super admin): title, Quill message, audience; resets after a send. */
export function CreateNotificationForm() {
  const user = useSession((state) => state.user);
  const notify = useSession((state) => state.notify);
  const editor = useRef<MessageEditorHandle>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState({ html: '', text: '' });
  const [audience, setAudience] = useState<Audience>(noAudience);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = firstProblem(title, message.text, audience);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      await sendNotification({
        title: title.trim(),
        message: message.html,
        allUser: audience.allUser,
        allAdmin: audience.allAdmin,
        general: audience.general,
        selectedUser: picksUsers(audience) ? audience.selectedUser : [],
        type: 'info',
      });
      notify('success', messages.notificationSent);
      setTitle('');
      editor.current?.clear();
      setMessage({ html: '', text: '' });
      setAudience(noAudience);
    } catch (error) {
      console.error('Notification could not be sent.', error);
      notify('error', messages.notificationSendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={messages.createNotificationTitle}>
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {messages.createNotificationTitle}
          </Typography.Title>
          <label>
            <Typography.Text strong>{messages.notificationTitleLabel}</Typography.Text>
            <Input
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={notificationTitleLimit}
            />
          </label>
          <div>
            <Typography.Text strong>{messages.notificationMessageLabel}</Typography.Text>
            <MessageEditor
              ref={editor}
              label={messages.notificationMessageLabel}
              placeholder={messages.notificationPlaceholder}
              onChange={(html, text) => setMessage({ html, text })}
            />
          </div>
          <Checkbox
            checked={audience.allUser}
            onChange={(event) => setAudience(tickAllUsers(audience, event.target.checked))}
          >
            {messages.sendToAllUsers}
          </Checkbox>
          <Checkbox
            checked={audience.allAdmin}
            onChange={(event) => setAudience(tickAllAdmins(audience, event.target.checked))}
          >
            {user?.role === 'superAdmin' ? messages.sendToAllAdmins : messages.sendToAllSuperAdmins}
          </Checkbox>
          {picksUsers(audience) && (
            <RecipientPicker
              label={messages.chooseUsers}
              placeholder={messages.chooseUsers}
              senderId={user?._id}
              value={audience.selectedUser}
              onChange={(selectedUser) => setAudience({ ...audience, selectedUser })}
            />
          )}
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
          <div>
            <Button type="primary" htmlType="submit" disabled={sending}>
              {sending ? messages.sending : messages.sendNotification}
            </Button>
          </div>
        </Flex>
      </form>
    </Card>
  );
}
