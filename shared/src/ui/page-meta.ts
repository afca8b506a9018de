import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '../site';

/** A page's own title (the site's name is added) and meta description. */
export type PageMeta = { title: string; description: string };

/**
 * Set during a build-time pre-render (`renderPageAt`), where effects never run: a page hands it its meta
 * as it renders, so the server can put that title and description into the page's HTML.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Writes the document title and the meta description, creating the tag if the document has none. */
export function writeDocumentMeta(title: string, description: string): void {
  document.title = title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/** Sets the document title and meta description of a page (one rule for every page). */
export function usePageMeta({ title, description }: PageMeta): void {
  useContext(PageMetaSink)?.({ title, description });
  useEffect(() => writeDocumentMeta(documentTitle(title), description), [title, description]);
}
