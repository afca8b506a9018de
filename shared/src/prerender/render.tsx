import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

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
