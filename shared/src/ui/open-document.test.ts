import { fileNameOf, openDocumentInNewTab } from './open-document';

const answer = (bytes: string, type: string, disposition: string) =>
  jest.fn(
    async () =>
      new Response(new Blob([bytes], { type }), {
        status: 200,
        headers: { 'content-type': type, 'content-disposition': disposition },
      }),
  );

describe('openDocumentInNewTab', () => {
  const realFetch = globalThis.fetch;
  const realOpen = window.open;
  let saved: { href: string; download: string }[];
  let tab: { close: jest.Mock; location: { href: string } };

  beforeEach(() => {
    saved = [];
    tab = { close: jest.fn(), location: { href: '' } };
    window.open = jest.fn(() => tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/5f0c');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.open = realOpen;
    jest.restoreAllMocks();
  });

  it('shows a PDF in the tab it opened inside the click', async () => {
    globalThis.fetch = answer('%PDF-1.7', 'application/pdf', 'inline; filename="cv.pdf"') as typeof fetch;
    await openDocumentInNewTab('/api/document/file/1', 'pdf');
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:http://localhost/5f0c');
    expect(tab.close).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('saves a Word file under the name the API gives, with no tab left blank', async () => {
    globalThis.fetch = answer(
      'PK',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      `attachment; filename="Olivia Brown cover letter.docx"; filename*=UTF-8''Olivia%20Brown%20cover%20letter.docx`,
    ) as typeof fetch;
    await openDocumentInNewTab('/api/document/file/2', 'docx');
    expect(window.open).not.toHaveBeenCalled();
    expect(saved).toEqual([{ href: 'blob:http://localhost/5f0c', download: 'Olivia Brown cover letter.docx' }]);
  });

  it('closes the tab it opened for a file of unknown kind that is not a PDF, and saves the file', async () => {
    globalThis.fetch = answer(
      'PK',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      `attachment; filename="CV.docx"; filename*=UTF-8''CV.docx`,
    ) as typeof fetch;
    await openDocumentInNewTab('/api/document/file/3');
    expect(tab.close).toHaveBeenCalled();
    expect(saved).toEqual([{ href: 'blob:http://localhost/5f0c', download: 'CV.docx' }]);
  });

  it('closes its tab when the file cannot be fetched', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 403 })) as typeof fetch;
    await expect(openDocumentInNewTab('/api/document/file/4', 'pdf')).rejects.toThrow();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the ASCII one, else the fallback', () => {
    expect(fileNameOf(`attachment; filename="Zo_ CV.docx"; filename*=UTF-8''Zo%C3%AB%20CV.docx`, 'x')).toBe(
      'Zoë CV.docx',
    );
    expect(fileNameOf('attachment; filename="CV.docx"', 'x')).toBe('CV.docx');
    expect(fileNameOf(`attachment; filename="CV.docx"; filename*=UTF-8''%E0%A4`, 'x')).toBe('CV.docx');
    expect(fileNameOf(null, 'document')).toBe('document');
  });
});
