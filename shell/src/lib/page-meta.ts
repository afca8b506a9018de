import { writeDocumentMeta } from '@portal/shared/ui';
import siteMeta from '../site-meta.json';

/**
 * A new route starts from the site's own title and description (those of the shell's HTML), so a page that
 * sets none never shows the previous page's. Call it in a layout effect: the page's own effect, which runs
 * after, has the last word.
 */
export function resetPageMeta(title: string = siteMeta.title): void {
  writeDocumentMeta(title, siteMeta.description);
}
