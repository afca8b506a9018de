import { messages } from '@portal/shared';

// The description the shell's HTML carries, read before any page replaces it.
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

/**
 * A new route starts from the site's own title and description, so a page that sets none never shows the
 * previous page's. Call it in a layout effect: the page's own effect, which runs after, has the last word.
 */
export function resetPageMeta(title: string = messages.siteName): void {
  document.title = title;
  const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (tag) tag.content = defaultDescription;
}
