import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { sampleCandidateRecord } from '@portal/shared/testing';
import type { CandidateRecord } from '../../contracts/candidates';
import { sharedMessages as texts } from '../../texts';
import { CandidateProfileModal, type CandidateProfileModalProps } from './CandidateProfileModal';
import { DocumentRefused } from './ReplaceDocumentDialog';

const renderModal = (props: Partial<CandidateProfileModalProps> = {}) => {
  const onClose = jest.fn();
  const view = render(
    <StyleProvider mock="server">
      <CandidateProfileModal open candidate={sampleCandidateRecord} pageType="admin" onClose={onClose} {...props} />
    </StyleProvider>,
  );
  return { onClose, ...view };
};
const dialog = () => screen.getByRole('dialog');
// antd names a dialog by its title's id, which the test environment's ids do not keep apart: found by the title.
const uploadDialog = async () =>
  (await screen.findByText('Replace Resume/CV')).closest<HTMLElement>('[role="dialog"]')!;
const withoutConsent = (record: CandidateRecord): CandidateRecord => ({
  ...record,
  userDocuments: record.userDocuments.map((document) => ({ ...document, agree: 'false' as const })),
});

/** A page that opens the modal from a button and removes it on close, as the staff lists do. */
function OpenedFromAButton() {
  const [open, setOpen] = useState(false);
  return (
    <StyleProvider mock="server">
      <button type="button" onClick={() => setOpen(true)}>
        View details
      </button>
      <CandidateProfileModal
        open={open}
        candidate={sampleCandidateRecord}
        pageType="registeredCandidates"
        onClose={() => setOpen(false)}
      />
    </StyleProvider>
  );
}

describe('CandidateProfileModal', () => {
  it('gives focus back to the button that opened it when its page removes it', async () => {
    render(<OpenedFromAButton />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'View details' });
    await user.click(opener);
    const modal = within(dialog());
    await user.click(modal.getAllByRole('button', { name: texts.close }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows nothing unless open and given a candidate', () => {
    const { rerender } = render(
      <CandidateProfileModal open={false} candidate={sampleCandidateRecord} pageType="admin" onClose={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<CandidateProfileModal open candidate={null} pageType="admin" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the banner, picture (the default when none), name, job title, phone, e-mail and the all-information block', () => {
    renderModal();
    const modal = within(dialog());
    expect(modal.getByRole('heading', { name: 'Olivia Brown' })).toBeInTheDocument();
    const picture = modal.getByRole('img', { name: 'Profile picture of Olivia Brown' });
    expect(picture.getAttribute('src')).not.toBe('');
    expect(modal.getAllByText('Registered Nurse, Clinical Nurse')).toHaveLength(2);
    // Stored in E.164, shown grouped.
    expect(modal.getByText('+61 412 345 678')).toBeInTheDocument();
    const all = within(modal.getByRole('region', { name: texts.candidateAllInformation }));
    expect(all.getByText('Olivia')).toBeInTheDocument();
    expect(all.getByText('Brown')).toBeInTheDocument();
    expect(all.getByText('olivia.brown@example.com.au')).toBeInTheDocument();
    expect(all.getByText('Queensland, New South Wales')).toBeInTheDocument();
  });

  it('uses the candidate picture when there is one', () => {
    renderModal({
      candidate: {
        ...sampleCandidateRecord,
        user: { ...sampleCandidateRecord.user, profilePicture: '/api/user/photo/abc' },
      },
    });
    expect(screen.getByRole('img', { name: 'Profile picture of Olivia Brown' })).toHaveAttribute(
      'src',
      '/api/user/photo/abc',
    );
  });

  it.each(['admin', 'subscribedCandidates'] as const)(
    'on the %s page shows the platform logins with the password masked, not experience or salary',
    (pageType) => {
      renderModal({ pageType, onReveal: jest.fn() });
      const logins = within(screen.getByRole('region', { name: texts.candidatePlatformLogins }));
      const seek = within(screen.getByTestId('login-Seek'));
      expect(seek.getByText('Seek')).toBeInTheDocument();
      expect(seek.getByText('olivia.brown@example.com.au')).toBeInTheDocument();
      expect(seek.getByText('••••••••')).toBeInTheDocument();
      expect(seek.getByRole('button', { name: 'Reveal the Seek password' })).toBeInTheDocument();
      // Indeed: the candidate asked us to create the account, so there is no login to reveal.
      const toCreate = within(screen.getByTestId('login-Indeed')).getByText(texts.candidateAccountToCreate);
      // A note, not a term or a description: it stays outside the description list (axe's definition-list rule).
      expect(toCreate.closest('dl')).toBeNull();
      expect(logins.queryByRole('button', { name: /Indeed/ })).not.toBeInTheDocument();
      expect(screen.queryByText(texts.candidateYearsOfExperience)).not.toBeInTheDocument();
      expect(screen.queryByText(texts.candidateSalaryRange)).not.toBeInTheDocument();
    },
  );

  it('lets every e-mail it shows (the candidate’s and the platform login’s) wrap only after @ and .', () => {
    renderModal({ pageType: 'subscribedCandidates' });
    const address = 'olivia.brown@example.com.au';
    const shown = within(dialog()).getAllByText(address);
    // The headline, All Information and Seek's login.
    expect(shown).toHaveLength(3);
    expect(within(screen.getByTestId('login-Seek')).getByText(address)).toBeInTheDocument();
    for (const element of shown) {
      const pieces = Array.from(element.childNodes).map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent));
      expect(pieces.join('')).toBe('olivia.|brown@|example.|com.|au');
      expect(element.textContent).toBe(address);
    }
  });

  it.each(['registeredCandidates', 'adminJobHistory'] as const)(
    'on the %s page shows years of experience and salary range, and no logins',
    (pageType) => {
      renderModal({ pageType, onReveal: jest.fn() });
      const all = within(screen.getByRole('region', { name: texts.candidateAllInformation }));
      expect(all.getByText('5-6 years')).toBeInTheDocument();
      expect(all.getByText('$90,000 - $105,000')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: texts.candidatePlatformLogins })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    },
  );

  it('reveals a password only when asked, through the server, and hides it again', async () => {
    const onReveal = jest.fn().mockResolvedValue('S3ek!Pass');
    renderModal({ onReveal });
    expect(screen.queryByText('S3ek!Pass')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the Seek password' }));
    expect(onReveal).toHaveBeenCalledWith(sampleCandidateRecord.userPortals[0]);
    expect(await screen.findByText('S3ek!Pass')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the Seek password' }));
    expect(screen.queryByText('S3ek!Pass')).not.toBeInTheDocument();
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('says so when the server refuses a reveal, and keeps it masked', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderModal({ onReveal: jest.fn().mockRejectedValue(new Error('403')) });
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the Seek password' }));
    expect(await screen.findByText(texts.candidateRevealFailed)).toBeInTheDocument();
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    error.mockRestore();
  });

  it('lists the attachments as links, or says none is available', () => {
    renderModal();
    const attachments = within(screen.getByRole('region', { name: texts.candidateAttachments }));
    expect(attachments.getByRole('link', { name: 'Open Olivia Brown CV.pdf (opens in a new tab)' })).toHaveAttribute(
      'href',
      sampleCandidateRecord.userDocuments[0]!.uri,
    );
    expect(attachments.getByRole('link', { name: /Olivia Brown cover letter.docx/ })).toBeInTheDocument();
  });

  it("says 'No Resume Available' and 'No Cover Letter Available' without documents", () => {
    renderModal({ candidate: { ...sampleCandidateRecord, userDocuments: [] } });
    const attachments = within(screen.getByRole('region', { name: texts.candidateAttachments }));
    expect(attachments.getByText(texts.noResumeAvailable)).toBeInTheDocument();
    expect(attachments.getByText(texts.noCoverLetterAvailable)).toBeInTheDocument();
    expect(attachments.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Edit only where the candidate agreed (resumeAgree yes, coverLetterAgree no)', () => {
    renderModal({ onReplaceDocument: jest.fn() });
    expect(screen.getByRole('button', { name: 'Edit the CV/Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the Cover Letter' })).not.toBeInTheDocument();
  });

  it('offers no Edit without consent', () => {
    renderModal({ candidate: withoutConsent(sampleCandidateRecord), onReplaceDocument: jest.fn() });
    expect(screen.queryByRole('button', { name: /Edit the/ })).not.toBeInTheDocument();
  });

  it("replaces a document: 'Please select a file.', 'Only PDF or DOCX files are allowed.', then 'Document updated successfully.'", async () => {
    const onReplaceDocument = jest.fn().mockResolvedValue(undefined);
    renderModal({ onReplaceDocument });
    await userEvent.click(screen.getByRole('button', { name: 'Edit the CV/Resume' }));
    const upload = await uploadDialog();
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    expect(within(upload).getByRole('alert')).toHaveTextContent(texts.pleaseSelectFile);

    const input = within(upload).getByLabelText(texts.replaceDocumentFile);
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    expect(within(upload).getByRole('alert')).toHaveTextContent(texts.onlyPdfOrDocx);
    expect(onReplaceDocument).not.toHaveBeenCalled();

    const cv = new File(['%PDF-1.7'], 'Olivia CV 2026.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, cv);
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    await waitFor(() => expect(screen.queryByText('Replace Resume/CV')).not.toBeInTheDocument());
    expect(onReplaceDocument).toHaveBeenCalledWith(sampleCandidateRecord.userDocuments[0], cv);
    expect(screen.getByRole('status')).toHaveTextContent(texts.documentUpdated);
  });

  it("shows 'Only PDF or DOCX files are allowed.' for a file whose bytes the server refused, other refusals as sent, or 'Failed to upload. Please try again.', and keeps the dialog open", async () => {
    const tooLarge = texts.fileTooLarge;
    const onReplaceDocument = jest
      .fn()
      // What POST /document/uploads answers for a .txt renamed .pdf (400 sharedMessages.invalidFileType).
      .mockRejectedValueOnce(new DocumentRefused(texts.invalidFileType))
      .mockRejectedValueOnce(new DocumentRefused(tooLarge))
      .mockRejectedValueOnce(new Error('network'));
    renderModal({ onReplaceDocument });
    await userEvent.click(screen.getByRole('button', { name: 'Edit the CV/Resume' }));
    const upload = await uploadDialog();
    await userEvent.upload(within(upload).getByLabelText(texts.replaceDocumentFile), new File(['x'], 'cv.pdf'));
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    expect(await within(upload).findByRole('alert')).toHaveTextContent('Only PDF or DOCX files are allowed.');
    expect(within(upload).getByRole('alert')).not.toHaveTextContent(texts.invalidFileType);
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent(tooLarge));
    await userEvent.click(within(upload).getByRole('button', { name: texts.replaceDocumentUpload }));
    await waitFor(() => expect(within(upload).getByRole('alert')).toHaveTextContent(texts.uploadFailed));
  });

  it('for an admin, Continue opens Proceed to Job Platform; Continue then hands over the platform and candidate', async () => {
    const onProceed = jest.fn();
    const { onClose } = renderModal({ onProceed });
    // Admins get Continue, not the footer's Close (the X still closes).
    expect(screen.getAllByRole('button', { name: texts.close }).map((button) => button.textContent)).not.toContain(
      texts.close,
    );
    await userEvent.click(screen.getByRole('button', { name: texts.candidateContinue }));
    expect(within(dialog()).getByText(texts.proceedToJobPlatform)).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'Seek',
      'Indeed',
      'Jora',
      'LinkedIn',
      'Glassdoor',
    ]);
    // Only the candidate's own platforms can be chosen; the first is preselected, and has the focus the pressed
    // Continue had.
    expect(screen.getByRole('radio', { name: 'Seek' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Seek' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Jora/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Indeed' }));
    await userEvent.click(screen.getByRole('button', { name: texts.candidateContinue }));
    expect(onProceed).toHaveBeenCalledWith('Indeed', sampleCandidateRecord);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a candidate with no job platform: the list says why none can be chosen, and Continue stays disabled', async () => {
    const onProceed = jest.fn();
    renderModal({ onProceed, candidate: { ...sampleCandidateRecord, userPortals: [] } });
    await userEvent.click(screen.getByRole('button', { name: texts.candidateContinue }));
    expect(within(dialog()).getByText(texts.proceedNoPlatform)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: texts.candidateContinue })).toBeDisabled();
  });

  it('a candidate with a platform is not told there is none', async () => {
    renderModal({ onProceed: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: texts.candidateContinue }));
    expect(within(dialog()).queryByText(texts.proceedNoPlatform)).not.toBeInTheDocument();
  });

  it('Back returns from the platform list to the profile', async () => {
    renderModal({ onProceed: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: texts.candidateContinue }));
    await userEvent.click(screen.getByRole('button', { name: texts.candidateBack }));
    expect(within(dialog()).getByText(texts.candidateProfile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.candidateContinue })).toHaveFocus();
    expect(screen.getByRole('region', { name: texts.candidateAttachments })).toBeInTheDocument();
  });

  it('non-admins see Close, which closes it', async () => {
    const { onClose } = renderModal({ pageType: 'registeredCandidates' });
    expect(screen.queryByRole('button', { name: texts.candidateContinue })).not.toBeInTheDocument();
    const footerClose = screen
      .getAllByRole('button', { name: texts.close })
      .find((button) => button.textContent === texts.close)!;
    await userEvent.click(footerClose);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes the page's own footer (the super admin's actions)", () => {
    renderModal({ pageType: 'subscribedCandidates', footer: <button type="button">Edit Profile</button> });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.candidateContinue })).not.toBeInTheDocument();
  });

  it('forgets a revealed password when another candidate is shown', async () => {
    const onReveal = jest.fn().mockResolvedValue('S3ek!Pass');
    const { rerender } = renderModal({ onReveal });
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the Seek password' }));
    expect(await screen.findByText('S3ek!Pass')).toBeInTheDocument();
    const other: CandidateRecord = {
      ...sampleCandidateRecord,
      user: { ...sampleCandidateRecord.user, _id: 'other', firstName: 'Jack' },
    };
    rerender(
      <StyleProvider mock="server">
        <CandidateProfileModal open candidate={other} pageType="admin" onClose={() => {}} onReveal={onReveal} />
      </StyleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Jack Brown' })).toBeInTheDocument();
    expect(screen.queryByText('S3ek!Pass')).not.toBeInTheDocument();
  });
});
