import { useId, useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Input, Typography } from 'antd';
import { errorMessage } from '@portal/shared';
import { deleteAccountRequest } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import { deleteMyAccount, downloadMyData } from '../api/settings';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

type MyDataTabProps = {
  /** Saves the zip; the API download when absent (tests and stories pass their own). */
  download?: () => Promise<void>;
  /** Deletes the account; the API call when absent. */
  remove?: (password: string) => Promise<unknown>;
};

/** Candidate only (beyond the spec): download everything the portal holds, or delete the account by password. */
export function MyDataTab({ download = downloadMyData, remove = deleteMyAccount }: MyDataTabProps) {
  const id = useId();
  const [downloading, setDownloading] = useState(false);
  const [downloadOutcome, setDownloadOutcome] = useState<Outcome>(null);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteOutcome, setDeleteOutcome] = useState<Outcome>(null);

  async function saveData() {
    setDownloading(true);
    setDownloadOutcome(null);
    try {
      await download();
      setDownloadOutcome({ kind: 'success', text: messages.myDataDownloaded });
    } catch (error) {
      setDownloadOutcome({ kind: 'error', text: await errorMessage(error, messages.myDataDownloadFailed) });
    } finally {
      setDownloading(false);
    }
  }

  async function deleteAccount() {
    setDeleteOutcome(null);
    const parsed = deleteAccountRequest.safeParse({ password });
    if (!parsed.success) return setDeleteOutcome({ kind: 'error', text: parsed.error.issues[0]!.message });
    setDeleting(true);
    try {
      await remove(parsed.data.password);
      setDeleteOutcome({ kind: 'success', text: messages.accountDeleted });
    } catch (error) {
      setDeleteOutcome({ kind: 'error', text: await errorMessage(error, messages.accountDeleteFailed) });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title={messages.downloadMyDataTitle}>
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography.Paragraph style={{ margin: 0 }}>{messages.downloadMyDataHint}</Typography.Paragraph>
          <div>
            <Button type="primary" onClick={() => void saveData()} loading={downloading}>
              {downloading ? messages.myDataPreparing : messages.downloadMyData}
            </Button>
          </div>
          {downloadOutcome && <Alert type={downloadOutcome.kind} showIcon title={downloadOutcome.text} role="status" />}
        </div>
      </Card>
      <Card title={messages.deleteAccountTitle}>
        <form
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}
          onSubmit={(event) => {
            event.preventDefault();
            void deleteAccount();
          }}
          noValidate
        >
          <Typography.Paragraph style={{ margin: 0 }}>{messages.deleteAccountHint}</Typography.Paragraph>
          <label htmlFor={`${id}-password`} style={{ fontWeight: 600 }}>
            {messages.deleteAccountPassword}
          </label>
          <Input.Password
            id={`${id}-password`}
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          <div>
            {/* A red dark enough for white text (antd's default error red is 3.3:1). */}
            <ConfigProvider theme={{ token: { colorError: '#b42318' } }}>
              <Button htmlType="submit" danger type="primary" loading={deleting}>
                {deleting ? messages.deletingAccount : messages.deleteAccount}
              </Button>
            </ConfigProvider>
          </div>
          {deleteOutcome && <Alert type={deleteOutcome.kind} showIcon title={deleteOutcome.text} role="status" />}
        </form>
      </Card>
    </div>
  );
}
