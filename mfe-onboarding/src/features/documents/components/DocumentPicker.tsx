import { Checkbox, Progress } from 'antd';
import { documentAccept } from '@portal/shared/contracts';
import { FormField } from '../../../components/FormField';

type DocumentPickerProps = {
  label: string;
  error?: string;
  /** 0 to 100 while this file is sending; null before. */
  progress: number | null;
  /** Sent and attached: nothing to do again on a retry. */
  done: boolean;
  agree: boolean;
  agreeLabel: string;
  disabled: boolean;
  /** False when the file is refused: the picker then forgets it. */
  onFile: (file: File | null) => boolean;
  onAgree: (agree: boolean) => void;
};

/** One document of the upload step: the file, its consent to tailoring help, and its progress bar. */
export function DocumentPicker(props: DocumentPickerProps) {
  const { label, error, progress, done, agree, agreeLabel, disabled, onFile, onAgree } = props;
  return (
    <FormField label={label} error={error} required>
      {(a11y) => (
        <div>
          <input
            {...a11y}
            type="file"
            accept={documentAccept}
            disabled={disabled || done}
            style={{ maxWidth: '100%', display: 'block' }}
            onChange={(event) => {
              // A refused file is cleared, so choosing it again after fixing it still fires a change.
              if (!onFile(event.target.files?.[0] ?? null)) event.target.value = '';
            }}
          />
          {progress !== null ? (
            <Progress percent={progress} size="small" aria-label={label} status={done ? 'success' : 'active'} />
          ) : null}
          <Checkbox
            checked={agree}
            disabled={disabled || done}
            onChange={(event) => onAgree(event.target.checked)}
            style={{ marginTop: 8 }}
          >
            {agreeLabel}
          </Checkbox>
        </div>
      )}
    </FormField>
  );
}
