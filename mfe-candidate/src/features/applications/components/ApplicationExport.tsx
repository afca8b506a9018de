import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@portal/shared';
import type { ApplicationExportFormat } from '@portal/shared/contracts';
import { localDay } from '../../../lib/local-day';
import { messages } from '../../../texts';
import { downloadApplicationsExport } from '../api/export-applications';
import './application-export.css';
import { busyButton } from '@portal/shared/ui';

/** The longest range one export may hold (the API refuses more). */
export const maxExportDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/** What is wrong with a range, or null: both days chosen, start on or before end, at most a year. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return messages.exportChooseDates;
  if (from > to) return messages.exportFromAfterTo;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
  if (!Number.isFinite(days)) return messages.exportChooseDates;
  if (days > maxExportDays) return messages.exportRangeTooLong;
  return null;
}

type ApplicationExportProps = {
  /** Today, for the default range (this month so far); the clock when absent. */
  today?: Date;
  /** Saves the file; the API download when absent (tests pass their own). */
  download?: typeof downloadApplicationsExport;
};

/**
 * Proof of job search (beyond the spec): 'Export' opens a range (this month so far by default) and saves the
 * applications of those days as a PDF report or a CSV file.
 */
export function ApplicationExport({
  today = new Date(),
  download = downloadApplicationsExport,
}: ApplicationExportProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(() => localDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(() => localDay(today));
  const [busy, setBusy] = useState<ApplicationExportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function save(format: ApplicationExportFormat, event?: FormEvent) {
    event?.preventDefault();
    setDone(null);
    const wrong = rangeProblem(from, to);
    setProblem(wrong);
    if (wrong) return;
    setBusy(format);
    try {
      await download({ from, to, format });
      setDone(format === 'pdf' ? messages.exportPdfSaved : messages.exportCsvSaved);
    } catch (error) {
      setProblem(await errorMessage(error, messages.exportFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="application-export" aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className="application-export__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        {messages.exportButton}
      </button>
      <h3 id={`${id}-title`} className="application-export__title" hidden={!open}>
        {messages.exportTitle}
      </h3>
      <form
        id={`${id}-panel`}
        hidden={!open}
        className="application-export__panel"
        onSubmit={(event) => void save('pdf', event)}
        noValidate
      >
        <p className="application-export__hint">{messages.exportHint}</p>
        <div className="application-export__dates">
          <label>
            {messages.exportFrom}
            <input type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            {messages.exportTo}
            <input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
          </label>
        </div>
        <div className="application-export__actions">
          <button type="submit" className="application-export__primary" {...busyButton(busy !== null)}>
            {busy === 'pdf' ? messages.exportPreparing : messages.exportPdf}
          </button>
          <button type="button" onClick={() => void save('csv')} {...busyButton(busy !== null)}>
            {busy === 'csv' ? messages.exportPreparing : messages.exportCsv}
          </button>
        </div>
        {problem && (
          <p role="alert" className="application-export__problem">
            {problem}
          </p>
        )}
        {done && (
          <p role="status" className="application-export__done">
            {done}
          </p>
        )}
      </form>
    </section>
  );
}
