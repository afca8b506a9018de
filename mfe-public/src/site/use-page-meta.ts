import { useEffect } from 'react';
import { documentTitle } from '@portal/shared';

export type PageMeta = { title: string; description: string };

/** Sets the document title and meta description of a public page (one rule for every page). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
