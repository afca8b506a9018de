import { api } from '@portal/shared';
import type { ApplicationExportFormat } from '@portal/shared/contracts';
import { saveFile } from '../../../lib/save-file';

export type ExportRequest = { from: string; to: string; format: ApplicationExportFormat };

/** The browser's time zone, so the chosen days are the candidate's days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Fetches the proof-of-job-search file with the session (the bearer token goes with it) and saves it:
 * job-search-<from>-to-<to>.<csv|pdf>.
 */
export async function downloadApplicationsExport({ from, to, format }: ExportRequest): Promise<void> {
  const searchParams = new URLSearchParams({ from, to, format, tz: browserTimeZone() });
  saveFile(await api().get('application/export', { searchParams }).blob(), `job-search-${from}-to-${to}.${format}`);
}
