import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Modal } from 'antd';
import type { DocumentCategory } from '../../contracts/documents';
import { fillMessage, sharedMessages as texts } from '../../texts';

/** A refusal whose words the person can act on (the server's message); anything else is 'Failed to upload…'. */
export class DocumentRefused extends Error {}

/** What the staff replace dialog accepts (spec section 5: 'Only PDF or DOCX files are allowed.'); the server judges the bytes. */
const allowedExtensions = /\.(pdf|docx)$/i;
const accept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The server judges the bytes and refuses a file of another type with its onboarding text (400 'Invalid file
 * type…'); this dialog says it in its own words (spec section 5). Its other refusals (too large, …) are shown as sent.
 */
const refusalText = ({ message }: DocumentRefused) =>
  message === texts.invalidFileType ? texts.onlyPdfOrDocx : message;

type ReplaceDocumentDialogProps = {
  open: boolean;
  category: DocumentCategory;
  onCancel: () => void;
  /** Uploads the file and attaches it as the candidate's new version; throws to refuse. */
  onUpload: (file: File) => Promise<void>;
  onDone: () => void;
};

/** The upload dialog behind an Edit link (spec section 4: file selected, uploading, success or failure). */
export function ReplaceDocumentDialog({ open, category, onCancel, onUpload, onDone }: ReplaceDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!file) return setError(texts.pleaseSelectFile);
    if (!allowedExtensions.test(file.name)) return setError(texts.onlyPdfOrDocx);
    setError(null);
    setBusy(true);
    try {
      await onUpload(file);
      setFile(null);
      onDone();
    } catch (failure) {
      setError(failure instanceof DocumentRefused ? refusalText(failure) : texts.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setFile(null);
    setError(null);
    onCancel();
  };

  return (
    <Modal
      open={open}
      title={fillMessage(texts.replaceDocumentTitle, { category })}
      onCancel={cancel}
      closable={{ 'aria-label': texts.close }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel} disabled={busy}>
          {texts.cancel}
        </Button>,
        <Button key="upload" type="primary" loading={busy} onClick={() => void submit()}>
          {busy ? texts.replaceDocumentUploading : texts.replaceDocumentUpload}
        </Button>,
      ]}
    >
      <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 8 }}>
        <label htmlFor={inputId}>{texts.replaceDocumentFile}</label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        {error ? (
          <div id={errorId}>
            <Alert type="error" showIcon title={error} role="alert" />
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
