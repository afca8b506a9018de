import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import UploadDocuments from '../UploadDocuments';
import { fakeApi } from '@portal/shared/testing/jest';
import { installFakeXhr } from '../../testing/fake-xhr';
import { candidate, meReply } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/upload', url: '/upload' };
// The picker offers PDF and Word files only; the person here picks anything, to see the page's own check.
const person = () => userEvent.setup({ applyAccept: false });

const cv = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });
const coverLetter = new File(['PK cover'], 'cover.docx', {
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});
/** The upload answer the server sends back through XMLHttpRequest. */
const uploaded = (title: string, type: string, category: string) => ({
  success: true,
  data: { uri: `/api/document/file/${title}`, title, type, size: 11, category },
});
const saved = { body: { success: true, message: 'saved' } };

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate({ step2: true })));
});

const cvInput = () => screen.getByLabelText(messages.cvLabel);
const coverInput = () => screen.getByLabelText(messages.coverLetterLabel);
const submit = () => screen.getByRole('button', { name: messages.uploadSubmit });

describe('UploadDocuments (/upload, step 3 of 4)', () => {
  it("needs both files: 'Please upload both CV and Cover Letter.'", async () => {
    const xhr = installFakeXhr();
    const user = person();
    renderPage(<UploadDocuments />, at);
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    await user.upload(cvInput(), cv);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.bothDocumentsRequired);
    expect(xhr.made).toHaveLength(0);
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' })],
    ['an image', new File(['png'], 'photo.png', { type: 'image/png' })],
    ['a file without extension', new File(['x'], 'cv', { type: '' })],
  ])("refuses %s: 'Invalid file type. Please upload a PDF or Word document.'", async (_case, file) => {
    installFakeXhr();
    const user = person();
    renderPage(<UploadDocuments />, at);
    await user.upload(cvInput(), file);
    expect(await screen.findByText(messages.invalidFileType)).toBeInTheDocument();
    expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
    expect((cvInput() as HTMLInputElement).files).toHaveLength(0);
  });

  it('offers PDF, DOC and DOCX in the picker', () => {
    installFakeXhr();
    renderPage(<UploadDocuments />, at);
    expect(cvInput()).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
    expect(coverInput()).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'));
  });

  it('uploads each file with a progress bar, attaches both, and goes to /profile-success', async () => {
    const xhr = installFakeXhr();
    const done = candidate({ step2: true, step3: true });
    const { bodies: sent } = fakeApi({ 'POST /document': [saved, saved], 'GET /user/me': meReply(done) });
    const user = person();
    renderPage(<UploadDocuments />, at);
    await user.upload(cvInput(), cv);
    await user.upload(coverInput(), coverLetter);
    await user.click(screen.getByRole('checkbox', { name: messages.cvAgreeLabel }));
    await user.click(submit());

    await waitFor(() => expect(xhr.made).toHaveLength(1));
    const cvRequest = xhr.made[0]!;
    expect(cvRequest.method).toBe('POST');
    expect(cvRequest.url).toMatch(/\/api\/document\/uploads$/);
    expect(cvRequest.headers.authorization).toBe('Bearer signed.in.token');
    expect(cvRequest.file?.name).toBe('cv.pdf');
    expect(cvRequest.body?.get('category')).toBe('Resume/CV');
    expect(screen.getByRole('button', { name: messages.uploadBusy })).toBeDisabled();

    act(() => cvRequest.progress(512, 1024));
    expect(screen.getByRole('progressbar', { name: messages.cvLabel })).toHaveAttribute('aria-valuenow', '50');
    act(() => cvRequest.respond(201, uploaded('cv.pdf', 'pdf', 'Resume/CV')));

    await waitFor(() => expect(xhr.made).toHaveLength(2));
    const coverRequest = xhr.made[1]!;
    expect(coverRequest.file?.name).toBe('cover.docx');
    expect(coverRequest.body?.get('category')).toBe('Cover Letter');
    act(() => coverRequest.progress(256, 1024));
    expect(screen.getByRole('progressbar', { name: messages.coverLetterLabel })).toHaveAttribute('aria-valuenow', '25');
    act(() => coverRequest.respond(201, uploaded('cover.docx', 'docx', 'Cover Letter')));

    expect(await screen.findByText('Now at /profile-success')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.documentsUploaded}`);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/document',
        body: {
          type: 'pdf',
          title: 'cv.pdf',
          uri: '/api/document/file/cv.pdf',
          size: 11,
          category: 'Resume/CV',
          default: false,
          agree: 'true',
        },
      },
      {
        method: 'POST',
        path: '/api/document',
        body: {
          type: 'docx',
          title: 'cover.docx',
          uri: '/api/document/file/cover.docx',
          size: 11,
          category: 'Cover Letter',
          default: false,
          agree: 'false',
        },
      },
      { method: 'GET', path: '/api/user/me', body: undefined },
    ]);
    expect(sessionStore.getState().user).toMatchObject({ step3: true });
  });

  it("a refused CV says 'Failed to upload CV.' with the server's reason; a retry sends only what is left", async () => {
    const xhr = installFakeXhr();
    const user = person();
    renderPage(<UploadDocuments />, at);
    await user.upload(cvInput(), cv);
    await user.upload(coverInput(), coverLetter);
    await user.click(submit());

    await waitFor(() => expect(xhr.made).toHaveLength(1));
    act(() => xhr.made[0]!.respond(400, { success: false, message: messages.invalidFileType }));
    expect(await screen.findByText(`error: ${messages.cvUploadFailed}`)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidFileType)).toBeInTheDocument();
    expect(xhr.made).toHaveLength(1);

    // The CV goes through on the second try, then the cover letter fails.
    const { bodies: sent } = fakeApi({ 'POST /document': saved });
    await user.click(submit());
    await waitFor(() => expect(xhr.made).toHaveLength(2));
    act(() => xhr.made[1]!.respond(201, uploaded('cv.pdf', 'pdf', 'Resume/CV')));
    await waitFor(() => expect(xhr.made).toHaveLength(3));
    act(() => xhr.made[2]!.respond(500, {}));
    expect(await screen.findByText(`error: ${messages.coverLetterUploadFailed}`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    // Third try: the CV is attached already, only the cover letter is sent.
    const third = fakeApi({
      'POST /document': saved,
      'GET /user/me': meReply(candidate({ step2: true, step3: true })),
    });
    await user.click(submit());
    await waitFor(() => expect(xhr.made).toHaveLength(4));
    expect(xhr.made[3]!.file?.name).toBe('cover.docx');
    act(() => xhr.made[3]!.respond(201, uploaded('cover.docx', 'docx', 'Cover Letter')));
    expect(await screen.findByText('Now at /profile-success')).toBeInTheDocument();
    expect(third.bodies.map((call) => call.path)).toEqual(['/api/document', '/api/user/me']);
  });
});
