import { api } from '@portal/shared';
import type { ApplicationExportFormat } from '@portal/shared/contracts';

export type ExportRequest = { from: string; to: string; format: ApplicationExportFormat };

/** The browser's time zone, so the chosen days are the candidate's days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Fetches the proof-of-job-search file with the session (the bearer token goes with it) and saves it:
 * job-search-<from>-to-<to>.<csv|pdf>.
 */
export async function downloadApplicationsExport({ from, to, format }: ExportRequest): Promise<void> {
  const searchParams = new URLSearchParams({ from, to, format, tz: browserTimeZone() });
  const blob = await api().get('application/export', { searchParams }).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `job-search-${from}-to-${to}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
