import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from 'antd';
import { errorMessage } from '@portal/shared';
import { createDocumentRequest, type DocumentCategory } from '@portal/shared/contracts';
import { createDocument, uploadFile } from '../api/documents';
import { refreshSessionUser } from '@portal/shared/session-user';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { DocumentPicker } from './DocumentPicker';
import { SubmitButton } from '../../../components/SubmitButton';
import { documentFileProblem } from '../utils/document-file';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { messages } from '../../../texts';

type Slot = { file: File | null; error?: string; progress: number | null; done: boolean; agree: boolean };
type SlotKey = 'cv' | 'coverLetter';

const documents: ReadonlyArray<{
  key: SlotKey;
  category: DocumentCategory;
  label: string;
  agreeLabel: string;
  failed: string;
}> = [
  {
    key: 'cv',
    category: 'Resume/CV',
    label: messages.cvLabel,
    agreeLabel: messages.cvAgreeLabel,
    failed: messages.cvUploadFailed,
  },
  {
    key: 'coverLetter',
    category: 'Cover Letter',
    label: messages.coverLetterLabel,
    agreeLabel: messages.coverLetterAgreeLabel,
    failed: messages.coverLetterUploadFailed,
  },
];

const emptySlot: Slot = { file: null, progress: null, done: false, agree: false };

/** /upload: onboarding step 3 of 4, CV and cover letter (spec sections 2, 5 and 8). */
export function DocumentsStep() {
  const navigate = useNavigate();
  const [slots, setSlots] = useState<Record<SlotKey, Slot>>({ cv: emptySlot, coverLetter: emptySlot });
  const [bothMissing, setBothMissing] = useState(false);
  const { busy, run } = useBusyAction();

  const update = (key: SlotKey, change: Partial<Slot>) =>
    setSlots((current) => ({ ...current, [key]: { ...current[key], ...change } }));

  function choose(key: SlotKey, file: File | null): boolean {
    const problem = file ? documentFileProblem(file) : null;
    update(key, { file: problem ? null : file, error: problem ?? undefined, progress: null });
    if (file && !problem) setBothMissing(false);
    return problem === null;
  }

  /** Sends one document: the file, then its record. False after telling the user what failed. */
  async function send(key: SlotKey, category: DocumentCategory, failed: string): Promise<boolean> {
    const slot = slots[key];
    if (slot.done) return true;
    if (!slot.file) return false;
    update(key, { progress: 0, error: undefined });
    let upload;
    try {
      upload = await uploadFile(slot.file, category, (progress) => update(key, { progress }));
    } catch (error) {
      update(key, { progress: null, error: await errorMessage(error, failed) });
      notify('error', failed);
      return false;
    }
    const record = createDocumentRequest.safeParse({ ...upload, category, default: false, agree: slot.agree });
    try {
      if (!record.success) throw new Error(record.error.issues[0]?.message);
      await createDocument(record.data);
    } catch (error) {
      update(key, { progress: null, error: await errorMessage(error, messages.documentsUploadFailed) });
      notify('error', messages.documentsUploadFailed);
      return false;
    }
    update(key, { progress: 100, done: true });
    return true;
  }

  async function submit() {
    if (!slots.cv.file || !slots.coverLetter.file) {
      setBothMissing(true);
      return;
    }
    await run(async () => {
      for (const { key, category, failed } of documents) {
        if (!(await send(key, category, failed))) return;
      }
      try {
        // The next step opens once the session knows this one is done; a retry sends nothing twice.
        await refreshSessionUser();
      } catch (error) {
        notify('error', await errorMessage(error, messages.documentsUploadFailed));
        return;
      }
      notify('success', messages.documentsUploaded);
      navigate('/profile-success');
    });
  }

  return (
    <AuthCard title={messages.uploadTitle} step={3} intro={messages.uploadIntro}>
      <AuthForm onSubmit={submit}>
        {bothMissing ? (
          <Alert type="error" role="alert" title={messages.bothDocumentsRequired} style={{ marginBottom: 16 }} />
        ) : null}
        {documents.map(({ key, label, agreeLabel }) => (
          <DocumentPicker
            key={key}
            label={label}
            agreeLabel={agreeLabel}
            error={slots[key].error}
            progress={slots[key].progress}
            done={slots[key].done}
            agree={slots[key].agree}
            disabled={busy}
            onFile={(file) => choose(key, file)}
            onAgree={(agree) => update(key, { agree })}
          />
        ))}
        <SubmitButton label={messages.uploadSubmit} busyLabel={messages.uploadBusy} busy={busy} />
      </AuthForm>
    </AuthCard>
  );
}
