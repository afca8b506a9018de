import fs from 'node:fs';
import yauzl from 'yauzl';
import type { DocumentType } from '@portal/shared/contracts';

/** A DOCX (a zip) is read only after these checks: more would be a zip bomb, not a letter. */
export const docxLimits = { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024 } as const;

export const contentTypes: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const pdfMagic = Buffer.from('%PDF-', 'latin1');
/** OLE2 compound file header: Word 97-2003 documents. */
const ole2Magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type FileVerdict =
  { kind: 'document'; type: DocumentType } | { kind: 'refused'; reason: 'type' | 'unsafe-docx' };

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Reads the central directory only (nothing is unpacked): the parts a DOCX needs and its declared unpacked size. */
function inspectDocx(file: string): Promise<FileVerdict> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: true }, (openError, zip) => {
      if (openError || !zip) return resolve({ kind: 'refused', reason: 'type' });
      if (zip.entryCount > docxLimits.maxEntries) {
        zip.close();
        return resolve({ kind: 'refused', reason: 'unsafe-docx' });
      }
      const names = new Set<string>();
      let unpackedBytes = 0;
      let settled = false;
      const finish = (verdict: FileVerdict) => {
        if (settled) return;
        settled = true;
        if (zip.isOpen) zip.close();
        resolve(verdict);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        names.add(entry.fileName);
        unpackedBytes += entry.uncompressedSize;
        if (unpackedBytes > docxLimits.maxUnpackedBytes) return finish({ kind: 'refused', reason: 'unsafe-docx' });
        zip.readEntry();
      });
      zip.on('end', () =>
        finish(
          names.has('[Content_Types].xml') && names.has('word/document.xml')
            ? { kind: 'document', type: 'docx' }
            : { kind: 'refused', reason: 'type' },
        ),
      );
      // A broken or hostile directory (bad names, overlapping records) is simply not a Word document.
      zip.on('error', () => finish({ kind: 'refused', reason: 'type' }));
      zip.readEntry();
    });
  });
}

/** Judges a received file by its bytes, never by its name or the type the browser claimed. */
export async function judgeDocument(file: string): Promise<FileVerdict> {
  const head = await readHead(file, 8);
  if (head.subarray(0, pdfMagic.length).equals(pdfMagic)) return { kind: 'document', type: 'pdf' };
  if (head.equals(ole2Magic)) return { kind: 'document', type: 'doc' };
  if (head.subarray(0, zipMagic.length).equals(zipMagic)) return inspectDocx(file);
  return { kind: 'refused', reason: 'type' };
}
