import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { PRERENDER_RECORDER } from '@portal/shared/contracts';
import { defaultRemotesMap } from '../src/hosting/remotes-map';
import { appOn, createTestApp, type TestApp } from './helpers';

const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
const shellDist = path.join(siteRoot, 'shell', 'dist');
const publicDist = path.join(siteRoot, 'mfe-public', 'dist');
const padding = `<!-- ${'portal '.repeat(300)} -->`;
const indexHtml = `<!doctype html><html><head><meta name="description" content="The portal"><meta name="portal-api-base" content="/api"><title>Portal</title></head><body><div id="root"></div>${padding}<script src="/main.js"></script></body></html>`;
const chunk = `console.log(${JSON.stringify('chunk '.repeat(400))});`;

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** As the builds write them: the remote's federation manifest and the shell's route table as data. */
const publicManifest = {
  id: 'mfe_public',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    { name: 'Landing', assets: { js: { sync: ['__federation_expose_Landing.89abcdef01.js'], async: [] } } },
    {
      name: 'Welcome',
      assets: { js: { sync: ['__federation_expose_Welcome.0123456789.js', '12.abcdef0123.js'], async: [] } },
    },
  ],
};
const routePages = {
  '/': { remote: 'mfe_public', module: 'Landing' },
  '/welcome': { remote: 'mfe_public', module: 'Welcome' },
  '/login': { remote: 'mfe_onboarding', module: 'Login' },
};

const routePaths = ['/', '/welcome', '/login', '/dashboard', '/reset-password', '/admin-job-history/:id', '/help/*'];

let t: TestApp;
before(async () => {
  write(path.join(shellDist, 'index.html'), indexHtml);
  write(path.join(shellDist, 'main.js'), 'console.log("shell");');
  write(path.join(shellDist, 'src_pages_Home.0123abcd.js'), chunk);
  write(path.join(shellDist, 'src_pages_Home.0123abcd.js.br'), zlib.brotliCompressSync(chunk));
  write(path.join(shellDist, 'src_pages_Home.0123abcd.js.gz'), zlib.gzipSync(chunk));
  write(path.join(publicDist, 'mf-manifest.json'), JSON.stringify(publicManifest));
  write(path.join(shellDist, 'route-pages.json'), JSON.stringify(routePages));
  write(path.join(shellDist, 'route-paths.json'), JSON.stringify(routePaths));
  write(path.join(publicDist, 'remoteEntry.js'), 'var mfe_public;');
  write(path.join(publicDist, '__federation_expose_Landing.89abcdef01.js'), 'export const Landing = 1;');
  t = await createTestApp({ siteRoot });
});
after(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('/remotes.json', () => {
  it('serves the built-in map of the five remotes, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), {
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
      mfe_onboarding: '/remotes/mfe-onboarding/mf-manifest.json',
      mfe_candidate: '/remotes/mfe-candidate/mf-manifest.json',
      mfe_staff: '/remotes/mfe-staff/mf-manifest.json',
      mfe_payments: '/remotes/mfe-payments/mf-manifest.json',
    });
    assert.deepEqual(response.json(), defaultRemotesMap);
  });

  it('serves the REMOTES_JSON file instead, re-read on every request', async () => {
    const file = path.join(siteRoot, 'remotes.json');
    write(
      file,
      JSON.stringify({ ...defaultRemotesMap, mfe_public: 'https://cdn.example.com/public/v1/mf-manifest.json' }),
    );
    const app = await appOn(t.database, { siteRoot, remotesJson: file });
    try {
      assert.equal(
        (await app.inject({ method: 'GET', url: '/remotes.json' })).json().mfe_public,
        'https://cdn.example.com/public/v1/mf-manifest.json',
      );
      write(
        file,
        JSON.stringify({ ...defaultRemotesMap, mfe_public: 'https://cdn.example.com/public/v2/mf-manifest.json' }),
      );
      const replaced = await app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(replaced.json().mfe_public, 'https://cdn.example.com/public/v2/mf-manifest.json');
      assert.equal(replaced.headers['cache-control'], 'no-cache');
    } finally {
      await app.close();
    }
  });
});

describe('shell and remotes', () => {
  it('falls back to index.html for page routes a browser opens, never cached', async () => {
    for (const url of ['/', '/dashboard', '/admin-job-history/42', '/reset-password?token=abc', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.ok(response.body.includes('<div id="root"></div>'));
    }
  });

  it('answers an address that is no route of the shell with the app and the 404 status', async () => {
    for (const url of ['/no-such-page', '/dashboard/extra', '/admin-job-history', '/admin-job-history/42/edit']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.ok(response.body.includes('<div id="root"></div>'), url);
    }
    for (const url of ['/Welcome', '/login/', '/help/articles/7', '/reset-password?token=x'])
      assert.equal((await t.app.inject({ method: 'GET', url, headers: html })).statusCode, 200, url);
  });

  it('answers a page address the router cannot decode with the app and 404, an API call with 400', async () => {
    for (const url of ['/%ff', '/login/%E0%A4%A', '/dashboard/%ff?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /text\/html/, url);
      assert.ok(response.body.includes('<div id="root"></div>'), url);
    }
    for (const url of ['/api/document/file/%ff', '/%ff']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().success, false, url);
    }
  });

  it('answers every address with 200 while the route table cannot be read', async () => {
    const pathsFile = path.join(shellDist, 'route-paths.json');
    fs.writeFileSync(pathsFile, '{"not": "a list"}');
    try {
      assert.equal((await t.app.inject({ method: 'GET', url: '/no-such-page', headers: html })).statusCode, 200);
      fs.rmSync(pathsFile);
      assert.equal((await t.app.inject({ method: 'GET', url: '/no-such-page', headers: html })).statusCode, 200);
    } finally {
      write(pathsFile, JSON.stringify(routePaths));
    }
  });

  it('writes PUBLIC_API_BASE into the portal-api-base meta tag', async () => {
    assert.ok(
      (await t.app.inject({ method: 'GET', url: '/login', headers: html })).body.includes(
        '<meta name="portal-api-base" content="/api">',
      ),
    );
    const app = await appOn(t.database, { siteRoot, publicApiBase: 'https://api.example.com/api' });
    try {
      const response = await app.inject({ method: 'GET', url: '/login', headers: html });
      assert.ok(response.body.includes('<meta name="portal-api-base" content="https://api.example.com/api">'));
    } finally {
      await app.close();
    }
  });

  it('answers a missing asset, a missing remote file and non-HTML requests with 404, not the app', async () => {
    for (const [url, headers] of [
      ['/missing.0123abcd.js', html],
      ['/remotes/mfe-public/missing.js', html],
      ['/remotes/mfe-staff/mf-manifest.json', {}],
      ['/dashboard', { accept: 'application/json' }],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.ok(!response.body.includes('<div id="root">'), url);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/dashboard', headers: html })).statusCode, 404);
  });

  it('caches hashed files for a year and revalidates entry points', async () => {
    const cases: [string, string][] = [
      ['/main.js', 'no-cache'],
      ['/src_pages_Home.0123abcd.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe-public/mf-manifest.json', 'no-cache'],
      ['/remotes/mfe-public/remoteEntry.js', 'no-cache'],
      ['/remotes/mfe-public/__federation_expose_Landing.89abcdef01.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], cacheControl, url);
    }
  });

  it('serves the precompressed sibling when the client accepts it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/src_pages_Home.0123abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(brotli.statusCode, 200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(brotli.rawPayload).toString(), chunk);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/src_pages_Home.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), chunk);
    const plain = await t.app.inject({ method: 'GET', url: '/src_pages_Home.0123abcd.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, chunk);
  });

  it('compresses other responses on the fly', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.ok(zlib.gunzipSync(response.rawPayload).toString().includes('<div id="root"></div>'));
  });
});

describe('preloading the page a route shows', () => {
  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)? \/>/g)].map(
      (m) => `${m[2]} ${m[1]}${m[3] ? ' cors' : ''}`,
    );

  it('lists the remote manifest, remoteEntry and the exposed page chunks read from mf-manifest.json', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.deepEqual(preloads(landing.body), [
      'fetch /remotes/mfe-public/mf-manifest.json cors',
      'script /remotes/mfe-public/remoteEntry.js',
      'script /remotes/mfe-public/__federation_expose_Landing.89abcdef01.js',
    ]);
    assert.ok(landing.body.indexOf('rel="preload"') < landing.body.indexOf('</head>'));
    const welcome = await t.app.inject({ method: 'GET', url: '/welcome/?ref=mail', headers: html });
    assert.deepEqual(preloads(welcome.body).slice(2), [
      'script /remotes/mfe-public/__federation_expose_Welcome.0123456789.js',
      'script /remotes/mfe-public/12.abcdef0123.js',
    ]);
  });

  it('follows a redeployed manifest without a restart', async () => {
    const manifestFile = path.join(publicDist, 'mf-manifest.json');
    const redeployed = structuredClone(publicManifest);
    redeployed.exposes[0]!.assets.js.sync = ['__federation_expose_Landing.fedcba9876.js'];
    write(manifestFile, JSON.stringify(redeployed));
    try {
      const landing = await t.app.inject({ method: 'GET', url: '/', headers: html });
      assert.ok(
        preloads(landing.body).includes('script /remotes/mfe-public/__federation_expose_Landing.fedcba9876.js'),
      );
    } finally {
      write(manifestFile, JSON.stringify(publicManifest));
    }
  });

  it('preloads only the manifest of a remote served elsewhere, and nothing for routes without one page', async () => {
    const file = path.join(siteRoot, 'remotes-cdn.json');
    write(
      file,
      JSON.stringify({ ...defaultRemotesMap, mfe_public: 'https://cdn.example.com/public/v1/mf-manifest.json' }),
    );
    const app = await appOn(t.database, { siteRoot, remotesJson: file });
    try {
      const landing = await app.inject({ method: 'GET', url: '/', headers: html });
      assert.deepEqual(preloads(landing.body), ['fetch https://cdn.example.com/public/v1/mf-manifest.json cors']);
    } finally {
      await app.close();
    }
    for (const [url, status] of [
      ['/dashboard', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, status, url);
      assert.deepEqual(preloads(response.body), [], url);
    }
  });

  it('still serves the page when the route table or the manifest cannot be read', async () => {
    const routesFile = path.join(shellDist, 'route-pages.json');
    const manifestFile = path.join(publicDist, 'mf-manifest.json');
    write(manifestFile, '{ not json');
    try {
      const landing = await t.app.inject({ method: 'GET', url: '/', headers: html });
      assert.equal(landing.statusCode, 200);
      assert.deepEqual(preloads(landing.body), ['fetch /remotes/mfe-public/mf-manifest.json cors']);
      write(routesFile, '[1, 2');
      const broken = await t.app.inject({ method: 'GET', url: '/', headers: html });
      assert.equal(broken.statusCode, 200);
      assert.deepEqual(preloads(broken.body), []);
      assert.ok(broken.body.includes('<div id="root"></div>'));
    } finally {
      write(manifestFile, JSON.stringify(publicManifest));
      write(routesFile, JSON.stringify(routePages));
    }
  });
});

describe('pre-rendered pages', () => {
  const outlet = '<div data-prerender-outlet=""></div>';
  const placeholder = '/__portal_public_path__/';
  const frames = {
    html: { '/': `<header>Site</header><main>${outlet}</main>`, '/about': `<header>About</header>${outlet}` },
    css: '.frame{color:navy}',
    publicPath: '/',
  };
  const landing = {
    html: `<h1>Land your next role</h1><p>Costs $& nothing</p><img src="${placeholder}assets/hero.0123456789.svg">`,
    css: `.hero{background:url(${placeholder}assets/bg.0123456789.svg)}`,
    publicPath: placeholder,
    title: 'Jobs <found> & applied for | Career Portal',
    description: 'We apply "for you" & <report> back.',
  };
  const framesFile = path.join(shellDist, 'prerender', 'layout-public.json');
  const landingFile = path.join(publicDist, 'prerender', 'Landing.json');
  const routesFile = path.join(shellDist, 'route-pages.json');
  const withLayouts = {
    '/': { ...routePages['/'], layout: 'public' },
    '/welcome': { ...routePages['/welcome'], layout: 'public' },
    '/login': { ...routePages['/login'], layout: 'onboarding' },
  };
  const plainRoot = (body: string) => body.includes('<div id="root"></div>') && !body.includes('data-prerendered');

  before(() => {
    write(routesFile, JSON.stringify(withLayouts));
    write(framesFile, JSON.stringify(frames));
    write(landingFile, JSON.stringify(landing));
  });
  after(() => {
    write(routesFile, JSON.stringify(routePages));
    fs.rmSync(path.join(shellDist, 'prerender'), { recursive: true, force: true });
    fs.rmSync(path.join(publicDist, 'prerender'), { recursive: true, force: true });
  });

  it("puts the route's page in its frame, the CSS of both in the head and the remote's own path in its URLs", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.equal(response.statusCode, 200);
    const body = response.body;
    assert.ok(
      body.includes(
        '<div id="root" data-prerendered="mfe_public/Landing"><header>Site</header><main><h1>Land your next role</h1>' +
          '<p>Costs $& nothing</p><img src="/remotes/mfe-public/assets/hero.0123456789.svg"></main></div>',
      ),
      body,
    );
    const style =
      '<style data-prerendered>.frame{color:navy}.hero{background:url(/remotes/mfe-public/assets/bg.0123456789.svg)}</style>';
    assert.ok(body.indexOf(style) > 0 && body.indexOf(style) < body.indexOf('</head>'));
    assert.ok(!body.includes(placeholder));
    assert.ok(!body.includes(outlet));
    // Clicks on the pre-rendered buttons are recorded until the app takes over.
    assert.ok(body.indexOf(`<script>${PRERENDER_RECORDER}</script>`) < body.indexOf('</head>'));
    // The page's own title and description, escaped, before any script runs.
    assert.ok(body.includes('<title>Jobs &lt;found&gt; &amp; applied for | Career Portal</title>'), body);
    assert.ok(
      body.includes('<meta name="description" content="We apply &quot;for you&quot; &amp; &lt;report> back.">'),
    );
    // The preloads stay: the browser still loads the page's code to take over.
    assert.ok(body.includes('<link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script" />'));
  });

  it('serves the plain shell for a page with no pre-render, a route with no frame or a remote served elsewhere', async () => {
    const welcome = await t.app.inject({ method: 'GET', url: '/welcome', headers: html });
    assert.ok(plainRoot(welcome.body));
    write(path.join(publicDist, 'prerender', 'Welcome.json'), JSON.stringify(landing));
    const noFrame = await t.app.inject({ method: 'GET', url: '/welcome', headers: html });
    assert.ok(plainRoot(noFrame.body), 'frames has no /welcome');
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    assert.ok(plainRoot(login.body));
    const file = path.join(siteRoot, 'remotes-prerender-cdn.json');
    write(file, JSON.stringify({ ...defaultRemotesMap, mfe_public: 'https://cdn.example.com/p/mf-manifest.json' }));
    const app = await appOn(t.database, { siteRoot, remotesJson: file });
    try {
      const elsewhere = await app.inject({ method: 'GET', url: '/', headers: html });
      assert.ok(plainRoot(elsewhere.body));
    } finally {
      await app.close();
    }
  });

  it('serves the plain shell when the pre-render cannot be used, never an error', async () => {
    const cases: [string, string][] = [
      [landingFile, '{ not json'],
      [landingFile, JSON.stringify({ ...landing, html: 42 })],
      [landingFile, JSON.stringify({ ...landing, publicPath: '' })],
      [landingFile, JSON.stringify({ ...landing, css: '</style><script>alert(1)</script>' })],
      [framesFile, JSON.stringify({ ...frames, html: { '/': '<main>no outlet</main>' } })],
    ];
    for (const [file, content] of cases) {
      write(file, content);
      try {
        const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
        assert.equal(response.statusCode, 200, content);
        assert.ok(plainRoot(response.body), content);
        assert.ok(!response.body.includes('alert(1)'), content);
      } finally {
        write(landingFile, JSON.stringify(landing));
        write(framesFile, JSON.stringify(frames));
      }
    }
  });

  it('follows a redeployed remote without a restart', async () => {
    const deployedAt = new Date('2026-11-01T09:00:00Z');
    write(landingFile, JSON.stringify({ ...landing, html: '<h1>Version two</h1>' }));
    fs.utimesSync(landingFile, deployedAt, deployedAt);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
      assert.ok(response.body.includes('<main><h1>Version two</h1></main>'));
      // A redeploy with the same length and the same modification time (a copy that keeps times) is still seen.
      const served = fs.statSync(landingFile);
      write(landingFile, JSON.stringify({ ...landing, html: '<h1>Version 3.0</h1>' }));
      fs.utimesSync(landingFile, deployedAt, deployedAt);
      assert.equal(fs.statSync(landingFile).size, served.size);
      assert.equal(fs.statSync(landingFile).mtimeMs, served.mtimeMs);
      const again = await t.app.inject({ method: 'GET', url: '/', headers: html });
      assert.ok(again.body.includes('<main><h1>Version 3.0</h1></main>'));
    } finally {
      write(landingFile, JSON.stringify(landing));
    }
  });
});

describe('without builds', () => {
  it('starts and answers 404 for the site while the API works', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-empty-'));
    const app = await appOn(t.database, { siteRoot: empty });
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/dashboard', headers: html })).statusCode, 404);
      assert.equal((await app.inject({ method: 'GET', url: '/remotes/mfe-public/mf-manifest.json' })).statusCode, 404);
      assert.equal((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode, 200);
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
