import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { maxUploadBytes } from '@portal/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { judgeDocument } from '../src/modules/documents/file-kind';
import { fileUri as fileUriOf } from '../src/modules/documents/present';
import {
  maxUnattachedUploads,
  removeExpiredUploads,
  unattachedUploadLifetimeMs,
} from '../src/modules/documents/unattached';
import { createDocumentStorage } from '../src/providers/document-storage';
import { crowdedDocx, oleDoc, plainZip, pngImage, realDocx, realPdf, zipBombDocx } from './fixtures/documents';
import {
  bearer,
  createTestApp,
  filesUnder,
  freshDataDir,
  multipart,
  signIn,
  type MultipartPart,
  type TestApp,
} from './helpers';
import { sharedMessages } from '@portal/shared/texts';
import { documentMessages } from '../src/modules/documents/texts';

let t: TestApp;
let dataDir: string;
let uploadsDir: string;
const tokens: Record<'owner' | 'uploader' | 'other' | 'admin' | 'otherAdmin' | 'superAdmin' | 'demo', string> = {
  owner: '',
  uploader: '',
  other: '',
  admin: '',
  otherAdmin: '',
  superAdmin: '',
  demo: '',
};
let ownerId: string;

before(async () => {
  dataDir = freshDataDir();
  uploadsDir = path.join(dataDir, 'uploads');
  t = await createTestApp({}, { DATA_DIR: dataDir });
  const admin = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'admin@portal.test')
    .executeTakeFirstOrThrow();
  const account = (email: string, role: 'user' | 'admin', accountOfficer: string | null) => ({
    first_name: 'Test',
    last_name: 'Person',
    email,
    role,
    email_verified: true,
    password_hash: admin.password_hash,
    account_officer: accountOfficer,
  });
  const owner = await t.db
    .insertInto('users')
    .values(account('owner@example.com', 'user', admin.id))
    .returning('id')
    .executeTakeFirstOrThrow();
  ownerId = owner.id;
  await t.db
    .insertInto('users')
    .values([
      account('other@example.com', 'user', null),
      account('uploader@example.com', 'user', null),
      account('other.admin@portal.test', 'admin', null),
    ])
    .execute();
  tokens.owner = await signIn(t.app, 'owner@example.com');
  tokens.other = await signIn(t.app, 'other@example.com');
  // The upload tests' many files are another account's: each account holds only so many unattached.
  tokens.uploader = await signIn(t.app, 'uploader@example.com');
  tokens.admin = await signIn(t.app, 'admin@portal.test');
  tokens.otherAdmin = await signIn(t.app, 'other.admin@portal.test');
  tokens.superAdmin = await signIn(t.app, 'superadmin@portal.test');
  tokens.demo = await signIn(t.app, 'candidate@portal.test');
});
after(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (parts: MultipartPart[], token?: string) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/document/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};
const fileField = (filename: string, content: Buffer, contentType = 'application/pdf'): MultipartPart => ({
  name: 'file',
  filename,
  content,
  contentType,
});
const getFile = (uri: string, token?: string) =>
  t.app.inject({ method: 'GET', url: uri, headers: token ? bearer(token) : {} });
const attach = (payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/document', payload, headers: token ? bearer(token) : {} });

const storageOf = (directory: string) => createDocumentStorage({ dataDir: directory, s3: undefined });

/** Only stored files under their generated keys: nothing in the incoming folder, nothing named by a client. */
function storedFiles(): string[] {
  const files = filesUnder(uploadsDir);
  for (const file of files) assert.match(file, /^[0-9a-f-]{36}\.(pdf|doc|docx)$/, `unexpected file ${file}`);
  return files;
}

describe('POST /api/document/uploads', () => {
  it('refuses anonymous callers with 401 and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload([fileField('cv.pdf', realPdf())]);
    assert.equal(response.statusCode, 401);
    assert.equal(storedFiles().length, before);
  });

  it('stores a PDF, DOC and DOCX judged by their bytes under generated keys', async () => {
    const cases: [string, Buffer, string][] = [
      ['cv.pdf', realPdf(), 'pdf'],
      ['letter.doc', oleDoc(), 'doc'],
      ['letter.docx', realDocx(), 'docx'],
      // The name says nothing: a real PDF called letter.docx is a PDF.
      ['letter.docx', realPdf(), 'pdf'],
    ];
    for (const [filename, content, type] of cases) {
      const before = storedFiles().length;
      const response = await upload(
        [{ name: 'category', value: 'Resume/CV' }, fileField(filename, content)],
        tokens.uploader,
      );
      assert.equal(response.statusCode, 201, response.body);
      const data = response.json().data;
      assert.equal(data.type, type);
      assert.equal(data.size, content.length);
      assert.equal(data.title, filename);
      assert.equal(data.category, 'Resume/CV');
      assert.match(data.uri, /^\/api\/document\/file\/[0-9a-f-]{36}$/);
      assert.equal(storedFiles().length, before + 1);
    }
  });

  it('takes the category after the file too, and none at all', async () => {
    const afterFile = await upload(
      [fileField('cv.pdf', realPdf()), { name: 'category', value: 'Cover Letter' }],
      tokens.uploader,
    );
    assert.equal(afterFile.statusCode, 201);
    assert.equal(afterFile.json().data.category, 'Cover Letter');
    const without = await upload([fileField('cv.pdf', realPdf())], tokens.uploader);
    assert.equal(without.json().data.category, null);
  });

  it('refuses what is not a PDF or Word document, whatever its name, and leaves nothing behind', async () => {
    const cases: [string, Buffer | Promise<Buffer>, string][] = [
      ['cv.pdf', pngImage(), sharedMessages.invalidFileType],
      ['cv.docx', plainZip(), sharedMessages.invalidFileType],
      ['cv.txt', Buffer.from('plain text, not a CV'), sharedMessages.invalidFileType],
      ['bomb.docx', zipBombDocx(), documentMessages.unsafeDocx],
      ['crowded.docx', crowdedDocx(), documentMessages.unsafeDocx],
      ['empty.pdf', Buffer.alloc(0), sharedMessages.emptyFile],
      // A zip whose directory is cut off is not a document either.
      ['cut.docx', realDocx().subarray(0, 300), sharedMessages.invalidFileType],
    ];
    for (const [filename, content, message] of cases) {
      const before = storedFiles();
      const response = await upload([fileField(filename, await content)], tokens.uploader);
      assert.equal(response.statusCode, 400, `${filename}: ${response.body}`);
      assert.deepEqual(response.json(), { success: false, message });
      assert.deepEqual(storedFiles(), before);
    }
  });

  it('refuses a file over 10 MB with 413 and leaves no partial file', async () => {
    const before = storedFiles();
    const big = Buffer.concat([realPdf(), Buffer.alloc(maxUploadBytes)]);
    const response = await upload([fileField('big.pdf', big)], tokens.uploader);
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { success: false, message: sharedMessages.fileTooLarge });
    assert.deepEqual(storedFiles(), before);
    const exactly = await upload(
      [fileField('max.pdf', Buffer.concat([realPdf(), Buffer.alloc(maxUploadBytes - realPdf().length)]))],
      tokens.uploader,
    );
    assert.equal(exactly.statusCode, 201);
  });

  it('never uses a file name as a path: a traversal name is only a title', async () => {
    const before = new Set(storedFiles());
    const response = await upload([fileField('../../../escaped.pdf', realPdf())], tokens.uploader);
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().data.title, 'escaped.pdf');
    const added = storedFiles().filter((file) => !before.has(file));
    assert.equal(added.length, 1);
    assert.ok(!added[0]!.includes('escaped'));
    for (const folder of [dataDir, path.dirname(dataDir), path.dirname(path.dirname(dataDir))])
      assert.equal(fs.existsSync(path.join(folder, 'escaped.pdf')), false);
    const windows = await upload([fileField('..\\..\\win.pdf', realPdf())], tokens.uploader);
    assert.equal(windows.json().data.title, 'win.pdf');
  });

  it('answers bad requests with 400 and a clear message', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/document/uploads',
      payload: { file: 'cv.pdf' },
      headers: bearer(tokens.uploader),
    });
    assert.equal(json.statusCode, 400);
    assert.equal(json.json().message, documentMessages.uploadNotMultipart);
    const noFile = await upload([{ name: 'category', value: 'Resume/CV' }], tokens.uploader);
    assert.deepEqual(noFile.json(), { success: false, message: documentMessages.selectFile });
    const two = await upload([fileField('a.pdf', realPdf()), fileField('b.pdf', realPdf())], tokens.uploader);
    assert.equal(two.statusCode, 400);
    const badCategory = await upload(
      [{ name: 'category', value: 'Photo' }, fileField('a.pdf', realPdf())],
      tokens.uploader,
    );
    assert.deepEqual(badCategory.json(), { success: false, message: sharedMessages.invalidCategory });
    const wrongField = await upload([{ ...fileField('a.pdf', realPdf()), name: 'document' }], tokens.uploader);
    assert.equal(wrongField.statusCode, 400);
  });

  it('answers a malformed multipart body (an overlong boundary) with 400, never 500', async () => {
    const boundary = 'b'.repeat(300);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/document/uploads',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      headers: { ...bearer(tokens.uploader), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, documentMessages.uploadNotMultipart);
  });
});

describe('documents: attach, list and download', () => {
  let cvUri: string;
  let letterUri: string;
  const documentPayload = (uri: string, category: string, title = 'cv.pdf') => ({
    type: 'pdf',
    title,
    uri,
    size: 943,
    category,
    default: false,
    agree: 'true',
  });

  before(async () => {
    cvUri = (await upload([fileField('My CV.pdf', realPdf())], tokens.owner)).json().data.uri;
    letterUri = (await upload([fileField('letter.docx', realDocx(), 'application/octet-stream')], tokens.owner)).json()
      .data.uri;
  });

  it("a download's name ends in the file's own type, whatever the name it was uploaded under", async () => {
    for (const [name, saved] of [
      ['cv.html', 'cv.html.pdf'],
      ['résumé 😀 fdp.exe', 'résumé 😀 fdp.exe.pdf'],
      ['CV.PDF', 'CV.PDF'],
    ] as const) {
      const uri = (await upload([fileField(name, realPdf())], tokens.owner)).json().data.uri;
      const served = await getFile(uri, tokens.owner);
      assert.equal(served.statusCode, 200, name);
      assert.match(
        String(served.headers['content-disposition']),
        new RegExp(`filename\\*=UTF-8''${encodeURIComponent(saved).replace(/[.*()]/g, '\\$&')}$`),
        name,
      );
    }
  });

  it('an upload not yet attached is served to its uploader only', async () => {
    const own = await getFile(cvUri, tokens.owner);
    assert.equal(own.statusCode, 200);
    assert.deepEqual(own.rawPayload, realPdf());
    assert.equal(own.headers['content-type'], 'application/pdf');
    assert.equal(own.headers['content-disposition'], `inline; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`);
    assert.equal(own.headers['x-content-type-options'], 'nosniff');
    assert.equal((await getFile(cvUri)).statusCode, 401);
    for (const token of [tokens.other, tokens.admin, tokens.superAdmin])
      assert.equal((await getFile(cvUri, token)).statusCode, 403);
    assert.equal(
      (await getFile('/api/document/file/00000000-0000-4000-8000-000000000000', tokens.owner)).statusCode,
      404,
    );
    assert.equal((await getFile('/api/document/file/..%2F..%2Fsecrets.json', tokens.owner)).statusCode, 404);
  });

  it('an id ending in a space or a line break names the same upload: never a 500', async () => {
    for (const ending of ['%20', '%0A', '%09', '%0D%0A']) {
      const none = await getFile(`/api/document/file/00000000-0000-0000-0000-000000000000${ending}`, tokens.owner);
      assert.equal(none.statusCode, 404, `${ending}: ${none.body}`);
      const own = await getFile(`${cvUri}${ending}`, tokens.owner);
      assert.equal(own.statusCode, 200, ending);
      assert.equal((await getFile(`${cvUri}${ending}`, tokens.other)).statusCode, 403, ending);
    }
    assert.equal(
      (await getFile(cvUri.toUpperCase().replace('/API/DOCUMENT/FILE/', '/api/document/file/'), tokens.owner))
        .statusCode,
      200,
    );
  });

  it('only the uploader attaches their upload; staff and anonymous callers cannot', async () => {
    assert.equal((await attach(documentPayload(cvUri, 'Resume/CV'))).statusCode, 401);
    const stolen = await attach(documentPayload(cvUri, 'Resume/CV'), tokens.other);
    assert.equal(stolen.statusCode, 404);
    assert.equal(stolen.json().message, sharedMessages.uploadNotFound);
    assert.equal((await attach(documentPayload(cvUri, 'Resume/CV'), tokens.admin)).statusCode, 403);
    const bogus = await attach(documentPayload('/etc/passwd', 'Resume/CV'), tokens.owner);
    assert.equal(bogus.statusCode, 404);
    const badCategory = await attach(documentPayload(cvUri, 'Photo'), tokens.owner);
    assert.equal(badCategory.statusCode, 400);
    assert.equal(badCategory.json().message, sharedMessages.invalidCategory);
  });

  it('attaching the CV and then the cover letter completes step 3, with the measured type and size', async () => {
    const cv = await attach(
      { ...documentPayload(cvUri, 'Resume/CV', 'My CV.pdf'), size: 1, type: 'docx' },
      tokens.owner,
    );
    assert.equal(cv.statusCode, 201, cv.body);
    assert.equal(cv.json().data.type, 'pdf');
    assert.equal(cv.json().data.size, realPdf().length);
    assert.equal(cv.json().data.uri, cvUri);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(tokens.owner) })).json().data;
    assert.equal((await me()).step3, false);
    const letter = await attach(documentPayload(letterUri, 'Cover Letter', 'letter.docx'), tokens.owner);
    assert.equal(letter.statusCode, 201);
    assert.equal((await me()).step3, true);
    const again = await attach(documentPayload(letterUri, 'Resume/CV'), tokens.owner);
    assert.equal(again.statusCode, 409);
  });

  it('an attached document is served to its owner, their admin and super admins only', async () => {
    for (const token of [tokens.owner, tokens.admin, tokens.superAdmin]) {
      const response = await getFile(letterUri, token);
      assert.equal(response.statusCode, 200);
      assert.equal(
        response.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="letter.docx"/);
      assert.deepEqual(response.rawPayload, realDocx());
    }
    for (const token of [tokens.other, tokens.otherAdmin, tokens.demo])
      assert.equal((await getFile(letterUri, token)).statusCode, 403);
  });

  it('GET /api/documents: own by default; staff only for candidates they may see', async () => {
    const list = (query: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/documents${query}`, headers: token ? bearer(token) : {} });
    const own = await list('', tokens.owner);
    assert.equal(own.statusCode, 200);
    assert.deepEqual(
      own.json().data.docs.map((doc: { category: string; title: string }) => [doc.category, doc.title]),
      [
        ['Cover Letter', 'letter.docx'],
        ['Resume/CV', 'My CV.pdf'],
      ],
    );
    assert.equal((await list('')).statusCode, 401);
    assert.equal((await list(`?user=${ownerId}`, tokens.other)).statusCode, 403);
    assert.equal((await list(`?user=${ownerId}`, tokens.otherAdmin)).statusCode, 403);
    assert.equal((await list(`?user=${ownerId}`, tokens.admin)).json().data.docs.length, 2);
    assert.equal((await list(`?user=${ownerId}`, tokens.superAdmin)).json().data.docs.length, 2);
    assert.equal((await list('?user=00000000-0000-4000-8000-000000000000', tokens.superAdmin)).statusCode, 404);
    assert.equal((await list('?user=nope', tokens.superAdmin)).statusCode, 400);
    assert.equal((await list('', tokens.other)).json().data.docs.length, 0);
  });

  it('keeps a title on one line, without bidi controls, whether it came as a file name or in the attach body', async () => {
    const flipped = await upload([fileField('cv\u202Efdp.exe', realPdf())], tokens.owner);
    assert.equal(flipped.statusCode, 201, flipped.body);
    assert.equal(flipped.json().data.title, 'cvfdp.exe');
    const typed = await attach(
      documentPayload(flipped.json().data.uri, 'Resume/CV', 'My\r\nCV\u2028final\u2066\u200f\u202a.pdf'),
      tokens.owner,
    );
    assert.equal(typed.statusCode, 201, typed.body);
    assert.equal(typed.json().data.title, 'My CV final.pdf');
    const stored = await t.db
      .selectFrom('documents')
      .select('title')
      .where('upload_id', '=', flipped.json().data.uri.split('/').at(-1))
      .executeTakeFirstOrThrow();
    assert.equal(stored.title, 'My CV final.pdf');
    const download = await getFile(flipped.json().data.uri, tokens.owner);
    assert.equal(
      download.headers['content-disposition'],
      `inline; filename="My CV final.pdf"; filename*=UTF-8''My%20CV%20final.pdf`,
    );
    // A title of nothing but such characters is no title.
    const other = (await upload([fileField('other.pdf', realPdf())], tokens.owner)).json().data.uri;
    const empty = await attach(documentPayload(other, 'Resume/CV', '\u202e\r\n\u2069'), tokens.owner);
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, sharedMessages.documentTitleRequired);
  });

  it('a new CV replaces the old one and removes its file', async () => {
    const oldKeyCount = storedFiles().length;
    const newUri = (await upload([fileField('new.pdf', realPdf())], tokens.owner)).json().data.uri;
    const replaced = await attach(documentPayload(newUri, 'Resume/CV', 'new.pdf'), tokens.owner);
    assert.equal(replaced.statusCode, 201);
    assert.equal((await getFile(cvUri, tokens.owner)).statusCode, 404);
    assert.equal(storedFiles().length, oldKeyCount);
    const docs = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(tokens.owner) })).json()
      .data.docs;
    assert.deepEqual(docs.map((doc: { title: string }) => doc.title).sort(), ['letter.docx', 'new.pdf']);
  });
});

describe('uploads never attached', () => {
  let hoarder: { id: string; token: string };
  const logSilently = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

  before(async () => {
    const admin = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'admin@portal.test');
    const row = await t.db
      .insertInto('users')
      .values({
        first_name: 'Many',
        last_name: 'Files',
        email: 'hoarder@example.com',
        role: 'user',
        email_verified: true,
        password_hash: (await admin.executeTakeFirstOrThrow()).password_hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hoarder = { id: row.id, token: await signIn(t.app, 'hoarder@example.com') };
  });

  it(`the cap holds under concurrency: of 16 simultaneous uploads exactly ${maxUnattachedUploads} are stored`, async () => {
    const row = await t.db
      .insertInto('users')
      .values({
        first_name: 'Burst',
        last_name: 'Files',
        email: 'burst@example.com',
        role: 'user',
        email_verified: true,
        password_hash: (
          await t.db
            .selectFrom('users')
            .select('password_hash')
            .where('email', '=', 'admin@portal.test')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await signIn(t.app, 'burst@example.com');
    const files = storedFiles().length;
    // All sent before any answer: every one passes the early count, so only the count under the lock can hold.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => upload([fileField(`burst-${n}.pdf`, realPdf())], token)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, maxUnattachedUploads, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 16 - maxUnattachedUploads, statuses.join(' '));
    const stored = await t.db.selectFrom('uploads').select('id').where('user_id', '=', row.id).execute();
    assert.equal(stored.length, maxUnattachedUploads);
    // A refused upload leaves no file behind.
    assert.equal(storedFiles().length, files + maxUnattachedUploads);
  });

  it(`an account holds at most ${maxUnattachedUploads}: the next is refused with 429 and stores nothing; attaching frees a place`, async () => {
    const uris: string[] = [];
    for (let n = 0; n < maxUnattachedUploads; n += 1) {
      const response = await upload([fileField(`cv-${n}.pdf`, realPdf())], hoarder.token);
      assert.equal(response.statusCode, 201, response.body);
      uris.push(response.json().data.uri);
    }
    const files = storedFiles().length;
    const refused = await upload([fileField('one-more.pdf', realPdf())], hoarder.token);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().message, documentMessages.tooManyUnattachedUploads);
    assert.equal(storedFiles().length, files);
    // Another account is not held back by this one.
    assert.equal((await upload([fileField('cv.pdf', realPdf())], tokens.other)).statusCode, 201);

    const attached = await attach(
      { type: 'pdf', title: 'cv.pdf', uri: uris[0], size: 1, category: 'Resume/CV', default: false, agree: 'true' },
      hoarder.token,
    );
    assert.equal(attached.statusCode, 201, attached.body);
    assert.equal((await upload([fileField('now.pdf', realPdf())], hoarder.token)).statusCode, 201);
  });

  it('are removed with their file after a day; attached and recent ones stay', async () => {
    const dayAgo = new Date(Date.now() - unattachedUploadLifetimeMs - 60_000);
    await t.db.updateTable('uploads').set({ created_at: dayAgo }).where('user_id', '=', hoarder.id).execute();
    const recent = (await upload([fileField('fresh.pdf', realPdf())], tokens.other)).json().data.uri as string;
    const before = await t.db
      .selectFrom('uploads')
      .leftJoin('documents', 'documents.upload_id', 'uploads.id')
      .select(['uploads.id', 'uploads.storage_key', 'documents.id as documentId'])
      .where('uploads.user_id', '=', hoarder.id)
      .execute();
    const expired = before.filter((row) => !row.documentId);
    assert.equal(expired.length, maxUnattachedUploads);
    const filesBefore = storedFiles();

    const removed = await removeExpiredUploads(t.db, storageOf(dataDir), logSilently);
    assert.equal(removed, expired.length);
    const left = await t.db.selectFrom('uploads').select('id').where('user_id', '=', hoarder.id).execute();
    assert.deepEqual(
      left.map((row) => row.id),
      before.filter((row) => row.documentId).map((row) => row.id),
    );
    const filesAfter = storedFiles();
    assert.equal(filesAfter.length, filesBefore.length - expired.length);
    for (const row of expired) assert.ok(!filesAfter.includes(row.storage_key));
    // The attached CV is still served; the recent upload of another account too.
    assert.equal((await getFile(fileUriOf(left[0]!.id), hoarder.token)).statusCode, 200);
    assert.equal((await getFile(recent, tokens.other)).statusCode, 200);
    // An expired upload can no longer be attached.
    const gone = await attach(
      {
        type: 'pdf',
        title: 'cv.pdf',
        uri: fileUriOf(expired[0]!.id),
        size: 1,
        category: 'Cover Letter',
        default: false,
        agree: 'true',
      },
      hoarder.token,
    );
    assert.equal(gone.statusCode, 404);
    assert.equal(await removeExpiredUploads(t.db, storageOf(dataDir), logSilently), 0);
  });
});

describe('the demo candidate', () => {
  it('has a real PDF CV and DOCX cover letter stored through the storage provider', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(tokens.demo) })).json()
      .data.docs;
    assert.deepEqual(
      docs.map((doc: { category: string; type: string }) => `${doc.category} ${doc.type}`),
      ['Cover Letter docx', 'Resume/CV pdf'],
    );
    for (const doc of docs) {
      const file = await getFile(doc.uri, tokens.demo);
      assert.equal(file.statusCode, 200);
      const copy = path.join(dataDir, `check.${doc.type}`);
      fs.writeFileSync(copy, file.rawPayload);
      assert.deepEqual(await judgeDocument(copy), { kind: 'document', type: doc.type });
      fs.rmSync(copy);
    }
  });
});
