import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { sampleApplication } from '@portal/shared/testing';
import type { Application } from '../contracts/applications';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import { candidate } from '@portal/shared/testing';
import { sharedMessages as texts } from '../texts';
import { ApplicationDetailModal } from './ApplicationDetailModal';

const renderModal = (props: Partial<Parameters<typeof ApplicationDetailModal>[0]> = {}) => {
  const onClose = jest.fn();
  render(
    <StyleProvider mock="server">
      <ApplicationDetailModal open application={sampleApplication} onClose={onClose} {...props} />
    </StyleProvider>,
  );
  return { onClose };
};
const overviewValue = (label: string) =>
  within(screen.getByRole('dialog')).getByText(label).closest('th')!.nextElementSibling!.textContent;

beforeEach(resetSession);

describe('ApplicationDetailModal', () => {
  it('shows nothing unless open and given an application', () => {
    const { rerender } = render(
      <ApplicationDetailModal open={false} application={sampleApplication} onClose={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ApplicationDetailModal open application={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows company, location, description and every Job Overview field, the date in British English', () => {
    renderModal();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Frontend Developer')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Atlassian' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sydney NSW')).toBeInTheDocument();
    expect(within(dialog).getByText(sampleApplication.description)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.applicationJobOverview)).toBeInTheDocument();
    expect(overviewValue(texts.applicationDate)).toBe('5 Mar 2026');
    expect(overviewValue(texts.applicationJobLevel)).toBe('Mid Level');
    expect(overviewValue(texts.applicationDuration)).toBe('Permanent');
    expect(overviewValue(texts.applicationRate)).toBe('$110,000 - $125,000');
    expect(overviewValue(texts.applicationJobType)).toBe('Full-Time');
    expect(overviewValue(texts.applicationType)).toBe('Quick Apply');
  });

  it('shows the CV sent, labelled PDF, with a link opening it in a new tab fetched with the session', async () => {
    const { sent } = fakeApi({
      [`/document/file/${sampleApplication.cvUrl!.split('/').pop()}`]: {
        file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      },
    });
    const token = signIn(candidate);
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:cv');
    URL.revokeObjectURL = jest.fn();
    renderModal();
    const block = screen.getByRole('region', { name: texts.applicationCvResume });
    expect(within(block).getByText('Mia CV 2025.pdf')).toBeInTheDocument();
    expect(within(block).getByText(texts.applicationCvPdf)).toBeInTheDocument();
    const link = within(block).getByRole('link', { name: 'Download Mia CV 2025.pdf (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', sampleApplication.cvUrl);
    expect(within(block).queryByText(texts.noResumeFound)).not.toBeInTheDocument();

    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:cv'));
    expect(sent).toEqual([
      { method: 'GET', url: `http://localhost${sampleApplication.cvUrl}`, authorization: `Bearer ${token}` },
    ]);
    open.mockRestore();
  });

  it("says 'No Resume Found' when no CV was sent", () => {
    renderModal({ application: { ...sampleApplication, cvName: undefined, cvUrl: undefined } });
    const block = screen.getByRole('region', { name: texts.applicationCvResume });
    expect(within(block).getByText(texts.noResumeFound)).toBeInTheDocument();
    expect(within(block).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with the Close button and with the X', async () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog');
    const closeButtons = within(dialog.closest('.ant-modal') ?? document.body).getAllByRole('button', {
      name: texts.close,
    });
    expect(closeButtons).toHaveLength(2);
    for (const button of closeButtons) await userEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives the focus back to the button that opened it once closed, by Escape, Close or the X', async () => {
    render(
      <StyleProvider mock="server">
        <Opener applications={[sampleApplication]} />
      </StyleProvider>,
    );
    const trigger = screen.getByRole('button', { name: sampleApplication.title });
    for (const close of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(screen.getAllByRole('button', { name: texts.close })[0]!),
      () => userEvent.click(screen.getAllByRole('button', { name: texts.close })[1]!),
    ]) {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      await waitFor(() => expect(trigger).not.toHaveFocus());
      await close();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    }
  });

  it("does not carry a CV's failure over to the next application opened, nor to the same one opened again", async () => {
    fakeApi({ [`/document/file/${sampleApplication.cvUrl!.split('/').pop()}`]: { status: 500, body: {} } });
    signIn(candidate);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const open = jest.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, close: jest.fn() } as never);
    const other = { ...sampleApplication, _id: 'application-2', title: 'Backend Developer' };
    render(
      <StyleProvider mock="server">
        <Opener applications={[sampleApplication, other]} />
      </StyleProvider>,
    );
    const openAndClose = async (application: Application, failCv: boolean) => {
      await userEvent.click(screen.getByRole('button', { name: application.title }));
      const dialog = await screen.findByRole('dialog');
      if (failCv) {
        await userEvent.click(within(dialog).getByRole('link'));
        expect(await within(dialog).findByText(texts.applicationCvOpenFailed)).toBeInTheDocument();
      } else expect(within(dialog).queryByText(texts.applicationCvOpenFailed)).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getAllByRole('button', { name: texts.close })[0]!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await openAndClose(sampleApplication, true);
    await openAndClose(other, false);
    await openAndClose(sampleApplication, true);
    await openAndClose(sampleApplication, false);
    open.mockRestore();
    logged.mockRestore();
  });
});

/** A page's list of applications, each a button opening the modal, which stays mounted as the pages keep it. */
function Opener({ applications }: { applications: Application[] }) {
  const [opened, setOpened] = useState<Application | null>(null);
  return (
    <>
      {applications.map((application) => (
        <button key={application._id} type="button" onClick={() => setOpened(application)}>
          {application.title}
        </button>
      ))}
      <ApplicationDetailModal open={opened !== null} application={opened} onClose={() => setOpened(null)} />
    </>
  );
}
