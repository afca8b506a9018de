import { HTTPError } from 'ky';
import { api, errorMessage } from '@portal/shared';
import { helpTexts } from '../texts';

export type VoteResult = { ok: boolean; message: string };

/**
 * `PATCH /blog/vote/{id}` with isHelpful as the string 'true' or 'false' (spec section 7). The answer's text: the
 * server's for a refused vote it explains ('You already voted.'), else one of the spec's three failure texts.
 */
export async function voteOnArticle(articleId: string, isHelpful: boolean): Promise<VoteResult> {
  try {
    const answer = await api()
      .patch(`blog/vote/${encodeURIComponent(articleId)}`, { json: { isHelpful: String(isHelpful) } })
      .json<{ success?: boolean; message?: string }>();
    if (!answer?.success) return { ok: false, message: helpTexts.voteFailed };
    return { ok: true, message: helpTexts.voted };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 409)
      return { ok: false, message: await errorMessage(error, helpTexts.alreadyVoted) };
    if (error instanceof HTTPError) return { ok: false, message: helpTexts.voteNotProcessed };
    return { ok: false, message: helpTexts.voteUnreachable };
  }
}
