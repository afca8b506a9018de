import { lazy, StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/** What `import.meta.webpackContext('./pages', { mode: 'lazy' })` hands back. */
export type LazyPageContext = {
  keys(): string[];
  (key: string): unknown;
};

type StandalonePage = { name: string; path: string; Component: LazyExoticComponent<ComponentType> };

/** `./VerifyEmail.tsx` → `VerifyEmail`; duplicate keys webpack lists for one file are dropped. */
export function standalonePages(context: LazyPageContext): StandalonePage[] {
  const byName = new Map<string, StandalonePage>();
  for (const key of context.keys()) {
    const match = /([A-Z][A-Za-z0-9]*)\.tsx$/.exec(key);
    if (!match?.[1] || byName.has(match[1])) continue;
    const name = match[1];
    byName.set(name, {
      name,
      path: `/${name}`,
      Component: lazy(() => context(key) as Promise<{ default: ComponentType }>),
    }); // lazy mode: a module promise
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Development only: a remote started on its own lists its pages and renders each at `/<PageName>`,
 * against the real API proxied at `/api`. The shell never loads this.
 */
export function mountStandaloneRemote(remoteName: string, context: LazyPageContext): void {
  const pages = standalonePages(context);
  const root = document.getElementById('root');
  if (!root) throw new Error('The standalone page has no #root element.');
  const index = (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{remoteName}</h1>
      {pages.length === 0 ? (
        <p>This remote exposes no pages yet.</p>
      ) : (
        <ul>
          {pages.map((page) => (
            <li key={page.name}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={index} />
            {pages.map(({ name, path, Component }) => (
              <Route key={name} path={path} element={<Component />} />
            ))}
            <Route path="*" element={index} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
}
