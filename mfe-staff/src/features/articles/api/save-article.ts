import { api } from '@portal/shared';
import type { BlogRequest } from '@portal/shared/contracts';

/** `POST /blog` for a new article, `PATCH /blog/{id}` for one being edited (spec section 7): title, content, level. */
export async function saveArticle(article: BlogRequest, id: string | null): Promise<void> {
  const request = id
    ? api().patch(`blog/${encodeURIComponent(id)}`, { json: article })
    : api().post('blog', { json: article });
  const answer = await request.json<{ success?: boolean }>();
  if (!answer?.success) throw new Error('The article was not saved.');
}
