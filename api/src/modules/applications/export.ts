// Proof of job search (beyond the spec): a candidate's applications over a range of days as CSV or as a PDF
// report, with the candidate's name and the day it was generated.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Kysely } from 'kysely';
import { formatBritishDate } from '@portal/shared/british-date';
import { applicationDateFloor } from '@portal/shared/limits';
import type { Database } from '../../db/database-types';
import { HttpError } from '../../plugins/errors';
import type { ApplicationRow } from './tables';
import { exportMessages, exportTexts } from './texts';

/** At most this many days in one export (both ends included), and this many applications. */
export const maxExportDays = 366;
export const maxExportRows = 5000;
/** The days an export may cover: the portal's applications all fall between them (none is dated before the floor), and every date inside is safe. */
export const firstExportDay = applicationDateFloor.day;
export const lastExportDay = '2099-12-31';
const dayMs = 24 * 60 * 60 * 1000;

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (YYYY-MM-DD, already checked) starts in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  // Twice: the offset at the guess may differ from the offset at the answer across a daylight-saving change.
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  instant = wallMidnight - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The day after a real calendar day, as YYYY-MM-DD, counted on the calendar (no ISO string parsed back). */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
}

/** A real calendar day, as YYYY-MM-DD (the contract checked the shape). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

export type ExportRange = { from: string; to: string; timeZone: string; start: Date; end: Date };

/** The checked range: both ends real days in the export window, from ≤ to, at most a year, a known time zone; else 400. */
export function exportRange(from: string, to: string, timeZone: string): ExportRange {
  if (!isCalendarDay(from)) throw new HttpError(400, exportMessages.fromInvalid);
  if (!isCalendarDay(to)) throw new HttpError(400, exportMessages.toInvalid);
  // Days compare as YYYY-MM-DD text; the window keeps every instant computed below a valid date.
  for (const day of [from, to])
    if (day < firstExportDay || day > lastExportDay) throw new HttpError(400, exportMessages.outsideWindow);
  if (!isTimeZone(timeZone)) throw new HttpError(400, exportMessages.timeZoneInvalid);
  if (from > to) throw new HttpError(400, exportMessages.fromAfterTo);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
  if (days > maxExportDays) throw new HttpError(400, exportMessages.rangeTooLong);
  return { from, to, timeZone, start: startOfDay(from, timeZone), end: startOfDay(nextDay(to), timeZone) };
}

/** The candidate's applications made in the range, newest first (as the history table); 400 past the cap. */
export async function applicationsInRange(
  db: Kysely<Database>,
  userId: string,
  range: ExportRange,
): Promise<ApplicationRow[]> {
  const rows = await db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('applied_at', '>=', range.start)
    .where('applied_at', '<', range.end)
    .orderBy('applied_at', 'desc')
    .orderBy('id', 'desc')
    .limit(maxExportRows + 1)
    .execute();
  if (rows.length > maxExportRows) throw new HttpError(400, exportMessages.tooManyRows);
  return rows;
}

/** A day as the history table writes it ('5 Mar 2026'), in the candidate's time zone. */
export const britishDay = (instant: Date | string, timeZone: string) => formatBritishDate(instant, { timeZone });

export type ExportReport = {
  candidateName: string;
  range: ExportRange;
  generatedAt: Date;
  rows: ApplicationRow[];
};

/** The table's cells of one application: date, job title, company, location, platform, type. */
export function exportCells(row: ApplicationRow, timeZone: string): string[] {
  return [
    britishDay(row.applied_at, timeZone),
    row.title,
    row.company,
    row.location,
    row.platform,
    row.application_type,
  ];
}

/** A CSV cell: quoted when needed, and a leading = + - @ (a formula to a spreadsheet) made plain text. */
function csvCell(value: string): string {
  const plain = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(plain) ? `"${plain.replace(/"/g, '""')}"` : plain;
}

/** The report as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents): a heading block, then the table. */
export function exportCsv({ candidateName, range, generatedAt, rows }: ExportReport): string {
  const lines = [
    [exportTexts.title, candidateName],
    [
      exportTexts.period,
      `${britishDay(range.start, range.timeZone)} – ${britishDay(new Date(range.end.getTime() - 1), range.timeZone)}`,
    ],
    [exportTexts.generatedOn, britishDay(generatedAt, range.timeZone)],
    [exportTexts.applicationsCount, String(rows.length)],
    [],
    exportTexts.columns,
    ...rows.map((row) => exportCells(row, range.timeZone)),
  ];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Whether the font's encoding holds every character of `text`. */
function encodable(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text the standard PDF fonts can draw (WinAnsi): a letter they lack is drawn without its accents when they hold
 * its base letter ('Nguyễn' as 'Nguyen'); any other character they lack becomes '?'.
 */
export function drawable(font: PDFFont, text: string): string {
  let out = '';
  for (const character of text.replace(/[\r\n\t]+/g, ' ').normalize('NFC')) {
    if (encodable(font, character)) out += character;
    else {
      const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base && encodable(font, base) ? base : '?';
    }
  }
  return out;
}

/** The text cut to a width, with an ellipsis when cut. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const clean = drawable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The report as an A4 PDF: title, candidate, period, generated-on day, count, then the table over as many pages as it needs. */
export async function exportPdf({ candidateName, range, generatedAt, rows }: ExportReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${exportTexts.title}: ${candidateName}`);
  pdf.setCreator('Career Portal');
  pdf.setProducer('Career Portal');
  pdf.setCreationDate(generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [pageWidth, pageHeight] = [595.28, 841.89];
  const margin = 40;
  const size = 9;
  const rowHeight = 16;
  // Date, job title, company, location, platform, type.
  const widths = [62, 150, 105, 85, 56, 57];
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.35, 0.35, 0.4);

  let page: PDFPage = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const text = (value: string, x: number, at: number, font: PDFFont, fontSize: number, color = ink) =>
    page.drawText(drawable(font, value), { x, y: at, size: fontSize, font, color });

  text(exportTexts.title, margin, y - 18, bold, 18);
  y -= 40;
  for (const [label, value] of [
    [exportTexts.candidate, candidateName],
    [
      exportTexts.period,
      `${britishDay(range.start, range.timeZone)} – ${britishDay(new Date(range.end.getTime() - 1), range.timeZone)}`,
    ],
    [exportTexts.generatedOn, britishDay(generatedAt, range.timeZone)],
    [exportTexts.applicationsCount, String(rows.length)],
  ] as const) {
    text(`${label}:`, margin, y, bold, 10);
    text(value, margin + 110, y, regular, 10);
    y -= 15;
  }
  y -= 10;

  const header = () => {
    let x = margin;
    page.drawRectangle({
      x: margin - 4,
      y: y - 5,
      width: pageWidth - 2 * margin + 8,
      height: rowHeight,
      color: rgb(0.92, 0.93, 0.96),
    });
    exportTexts.columns.forEach((column, index) => {
      text(fitted(bold, column, size, widths[index]! - 6), x, y, bold, size);
      x += widths[index]!;
    });
    y -= rowHeight;
  };
  header();
  if (rows.length === 0) text(exportTexts.noApplications, margin, y, regular, 10, muted);
  for (const row of rows) {
    if (y < margin + rowHeight) {
      page = pdf.addPage([pageWidth, pageHeight]);
      y = pageHeight - margin;
      header();
    }
    let x = margin;
    exportCells(row, range.timeZone).forEach((cell, index) => {
      text(fitted(regular, cell, size, widths[index]! - 6), x, y, regular, size);
      x += widths[index]!;
    });
    y -= rowHeight;
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = exportTexts.pageOf(index + 1, pages.length);
    each.drawText(label, {
      x: pageWidth - margin - regular.widthOfTextAtSize(label, 8),
      y: margin / 2,
      size: 8,
      font: regular,
      color: muted,
    });
  });
  return pdf.save();
}

/** The download's file name: job-search-<from>-to-<to>.<format>. */
export const exportFileName = (range: ExportRange, format: 'csv' | 'pdf') =>
  `job-search-${range.from}-to-${range.to}.${format}`;
