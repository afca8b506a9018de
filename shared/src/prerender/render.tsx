import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { documentTitle } from '../site';
import { PageMetaSink, type PageMeta } from '../ui/page-meta';

export { PRERENDER_OUTLET } from './markers';

/** Renders as PRERENDER_OUTLET. The browser never renders it: its first render replaces the pre-rendered tree. */
export function PrerenderOutlet() {
  return <div data-prerender-outlet="" />;
}

/**
 * Markup of a tree as the browser renders it at `path`, for a build-time pre-render (see PrerenderPlugin).
 * `idPrefix` keeps the ids of trees rendered apart (the frame and its page) from meeting in one document.
 */
export function renderAt(path: string, element: ReactElement, idPrefix: string): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>, {
    identifierPrefix: idPrefix,
  });
}

/** A page pre-rendered with the title and description it sets, as the document will carry them. */
export type PrerenderedPage = { html: string; title?: string; description?: string };

/** `renderAt` for a page: also collects the meta the page sets (usePageMeta), for the server to put in the head. */
export function renderPageAt(path: string, element: ReactElement, idPrefix: string): PrerenderedPage {
  let meta: PageMeta | undefined;
  const html = renderAt(
    path,
    <PageMetaSink.Provider value={(pageMeta) => (meta = pageMeta)}>{element}</PageMetaSink.Provider>,
    idPrefix,
  );
  return meta ? { html, title: documentTitle(meta.title), description: meta.description } : { html };
}
