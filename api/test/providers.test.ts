import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { resolveCredentialsKey } from '../src/providers/secrets';
import { LocalDocumentStorage, newStorageKey, S3DocumentStorage } from '../src/providers/document-storage';
import { realPdf } from './fixtures/documents';
import { bearer, createTestApp, filesUnder, freshDataDir, multipart, signIn } from './helpers';

describe('credentials key', () => {
  it('is generated once into DATA_DIR with mode 600 and read back; CREDENTIALS_KEY wins', () => {
    const dataDir = freshDataDir();
    const key = resolveCredentialsKey(undefined, dataDir);
    assert.equal(key.length, 32);
    const file = path.join(dataDir, 'credentials-key');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(resolveCredentialsKey(undefined, dataDir), key);
    const configured = crypto.randomBytes(32);
    assert.deepEqual(resolveCredentialsKey(configured, dataDir), configured);
    fs.writeFileSync(file, 'short');
    assert.throws(() => resolveCredentialsKey(undefined, dataDir), /damaged/);
  });

  it('CREDENTIALS_KEY must be 32 bytes in hex or base64', () => {
    const hex = crypto.randomBytes(32).toString('hex');
    assert.equal(loadConfig({ CREDENTIALS_KEY: hex }).credentialsKey?.toString('hex'), hex);
    const base64 = crypto.randomBytes(32).toString('base64');
    assert.equal(loadConfig({ CREDENTIALS_KEY: base64 }).credentialsKey?.toString('base64'), base64);
    assert.throws(() => loadConfig({ CREDENTIALS_KEY: 'too-short' }), /CREDENTIALS_KEY must be 32 bytes/);
    assert.throws(() => loadConfig({ S3_BUCKET: 'documents' }), /S3_BUCKET needs/);
  });
});

describe('local document storage', () => {
  it('stores, reads and removes by generated key only', async () => {
    const storage = new LocalDocumentStorage(path.join(freshDataDir(), 'uploads'));
    const key = newStorageKey('pdf');
    await storage.putBuffer(key, Buffer.from('%PDF-1.4 hello'));
    assert.deepEqual(filesUnder(storage.directory), [key]);
    assert.equal(await text((await storage.open(key))!), '%PDF-1.4 hello');
    await storage.remove(key);
    assert.equal(await storage.open(key), null);
    await assert.rejects(storage.open('../../secrets.json'), /Not a storage key/);
    await assert.rejects(storage.putBuffer('../evil.pdf', Buffer.from('x')), /Not a storage key/);
  });
});

/** A tiny S3 stand-in: keeps objects in memory and records each request's method, path and signature. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; url: string; authorization: string; sha: string }[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      method: request.method!,
      url: request.url!,
      authorization: String(request.headers.authorization ?? ''),
      sha: String(request.headers['x-amz-content-sha256'] ?? ''),
    });
    const object = objects.get(request.url!);
    if (request.method === 'PUT') {
      objects.set(request.url!, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(request.url!);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return { server, objects, requests };
}

describe('S3 document storage', () => {
  const s3 = fakeS3();
  let endpoint: string;
  before(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as { port: number }).port}`;
  });
  after(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('puts, gets and deletes objects with SigV4-signed requests', async () => {
    const storage = new S3DocumentStorage(
      {
        bucket: 'documents',
        accessKeyId: 'AKIDTEST',
        secretAccessKey: 'secret',
        region: 'ap-southeast-2',
        endpoint,
        forcePathStyle: true,
      },
      path.join(freshDataDir(), 'incoming'),
    );
    const key = newStorageKey('pdf');
    await storage.putBuffer(key, Buffer.from('%PDF-1.4 s3'), 'application/pdf');
    assert.equal(s3.objects.get(`/documents/${key}`)?.contentType, 'application/pdf');
    assert.equal(await text((await storage.open(key))!), '%PDF-1.4 s3');
    await storage.remove(key);
    assert.equal(await storage.open(key), null);
    const put = s3.requests.find((request) => request.method === 'PUT')!;
    assert.match(
      put.authorization,
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-southeast-2\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    assert.equal(put.sha, crypto.createHash('sha256').update('%PDF-1.4 s3').digest('hex'));
  });

  it('the upload endpoint stores into the bucket and serves the file back from it', async () => {
    const dataDir = freshDataDir();
    const t = await createTestApp(
      {},
      {
        DATA_DIR: dataDir,
        S3_BUCKET: 'portal',
        S3_ACCESS_KEY_ID: 'AKIDTEST',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_ENDPOINT: endpoint,
      },
    );
    try {
      const token = await signIn(t.app, 'candidate@portal.test');
      const body = multipart([
        { name: 'file', filename: 'cv.pdf', content: realPdf(), contentType: 'application/pdf' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/document/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      assert.equal(response.statusCode, 201, response.body);
      const stored = [...s3.objects.keys()].filter((name) => name.startsWith('/portal/'));
      // The demo seed's files (the candidate's documents, the earlier CV their older applications were sent with)
      // and this upload, all in the bucket; nothing on local disk.
      const keys = (await t.db.selectFrom('uploads').select('storage_key').execute()).map((row) => row.storage_key);
      assert.ok(keys.length >= 2, 'the seed and this upload');
      assert.deepEqual(stored.sort(), keys.map((key) => `/portal/${key}`).sort());
      assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), []);
      const file = await t.app.inject({ method: 'GET', url: response.json().data.uri, headers: bearer(token) });
      assert.equal(file.statusCode, 200);
      assert.deepEqual(file.rawPayload, realPdf());
    } finally {
      await t.close();
    }
  });
});
