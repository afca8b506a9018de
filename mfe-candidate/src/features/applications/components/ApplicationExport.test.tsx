import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { candidate } from '@portal/shared/testing';
import { fakeApi, heldReply, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../../texts';
import { ApplicationExport, rangeProblem } from './ApplicationExport';

beforeEach(resetSession);

const today = new Date(2026, 2, 18); // 18 Mar 2026, local time
const dateInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const setDate = (name: string, value: string) => fireEvent.change(dateInput(name), { target: { value } });

describe('rangeProblem', () => {
  it('wants both days, the start first, and at most 366 days', () => {
    expect(rangeProblem('', '2026-03-01')).toBe(messages.exportChooseDates);
    expect(rangeProblem('2026-03-02', '2026-03-01')).toBe(messages.exportFromAfterTo);
    expect(rangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe(messages.exportRangeTooLong); // 367 days
  });
});

describe('ApplicationExport', () => {
  it('opens on Export with this month so far, and saves the range as a PDF, then as a CSV', async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    renderDashboard(<ApplicationExport today={today} download={download} />);
    const toggle = screen.getByRole('button', { name: messages.exportButton });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dateInput(messages.exportFrom)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dateInput(messages.exportFrom).value).toBe('2026-03-01');
    expect(dateInput(messages.exportTo).value).toBe('2026-03-18');

    setDate(messages.exportFrom, '2026-02-10');
    await userEvent.click(screen.getByRole('button', { name: messages.exportPdf }));
    expect(download).toHaveBeenLastCalledWith({ from: '2026-02-10', to: '2026-03-18', format: 'pdf' });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.exportPdfSaved);

    await userEvent.click(screen.getByRole('button', { name: messages.exportCsv }));
    expect(download).toHaveBeenLastCalledWith({ from: '2026-02-10', to: '2026-03-18', format: 'csv' });
    expect(await screen.findByRole('status')).toHaveTextContent(messages.exportCsvSaved);
  });

  it('refuses a start after the end and a range over a year, without downloading', async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    renderDashboard(<ApplicationExport today={today} download={download} />);
    await userEvent.click(screen.getByRole('button', { name: messages.exportButton }));
    setDate(messages.exportFrom, '2026-03-20');
    await userEvent.click(screen.getByRole('button', { name: messages.exportPdf }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.exportFromAfterTo);
    setDate(messages.exportFrom, '2025-03-17');
    await userEvent.click(screen.getByRole('button', { name: messages.exportCsv }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.exportRangeTooLong);
    setDate(messages.exportTo, '');
    await userEvent.click(screen.getByRole('button', { name: messages.exportCsv }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.exportChooseDates);
    expect(download).not.toHaveBeenCalled();
  });

  it("asks the API for the range in the browser's time zone, reads 'Preparing...' meanwhile and shows the API's refusal", async () => {
    const held = heldReply();
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const query = new URLSearchParams({ from: '2026-03-01', to: '2026-03-18', format: 'pdf', tz });
    const api = fakeApi({ [`/application/export?${query.toString()}`]: held.route });
    signIn(candidate);
    renderDashboard(<ApplicationExport today={today} />);
    await userEvent.click(screen.getByRole('button', { name: messages.exportButton }));
    await userEvent.click(screen.getByRole('button', { name: messages.exportPdf }));
    expect(screen.getByRole('button', { name: messages.exportPreparing })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: messages.exportCsv })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(new URL(api.sent[0]!.url).pathname).toBe('/api/application/export');
    expect(api.sent[0]!.authorization).toMatch(/^Bearer /);
    held.release({ status: 400, body: { success: false, message: 'This range holds more than 5000 applications.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This range holds more than 5000 applications.');
    expect(screen.getByRole('button', { name: messages.exportPdf })).not.toHaveAttribute('aria-disabled');
  });

  // jsdom lays nothing out: this applies the real stylesheet and checks the rules that keep the 'To' input inside
  // its panel at 360 px (it overflowed by 6 px); the width itself was measured in Chromium.
  it('sizes the date inputs to their labels, borders included, so they cannot overflow a narrow panel', async () => {
    const style = document.createElement('style');
    style.textContent = fs.readFileSync(path.join(__dirname, 'application-export.css'), 'utf8');
    document.head.append(style);
    try {
      renderDashboard(<ApplicationExport today={today} download={jest.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: messages.exportButton }));
      for (const name of [messages.exportFrom, messages.exportTo]) {
        const computed = getComputedStyle(dateInput(name));
        expect(['width', 'min-width', 'box-sizing'].map((property) => computed.getPropertyValue(property))).toEqual([
          '100%',
          '0',
          'border-box',
        ]);
      }
    } finally {
      style.remove();
    }
  });
});
