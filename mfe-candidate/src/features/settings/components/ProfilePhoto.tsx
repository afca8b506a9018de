import { useState } from 'react';
import { Alert, Avatar, Typography, Upload } from 'antd';
import { errorMessage, type User } from '@portal/shared';
import defaultAvatar from '../../../assets/default-avatar.svg';
import { messages } from '../../../texts';
import { uploadProfilePhoto } from '../api/settings';

/** The photo, replaced by a click or by dropping an image; the server judges and re-encodes it. */
export function ProfilePhoto({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await uploadProfilePhoto(file);
      setOutcome({ kind: 'success', text: answer.message ?? messages.photoUpdated });
    } catch (error) {
      setOutcome({ kind: 'error', text: await errorMessage(error, messages.photoUploadFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <Avatar size={80} src={user.profilePicture || defaultAvatar} alt={messages.profilePhoto} />
      <div style={{ flex: '1 1 220px', display: 'grid', gap: 8 }}>
        <Upload.Dragger
          accept="image/*"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void send(file);
            // The request is ours (the session's client), not antd's.
            return false;
          }}
        >
          <Typography.Text strong>{busy ? messages.photoUploading : messages.photoDropHere}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{messages.photoHint}</Typography.Text>
        </Upload.Dragger>
        {outcome ? <Alert type={outcome.kind} showIcon title={outcome.text} role="status" /> : null}
      </div>
    </div>
  );
}
