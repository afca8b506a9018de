import './zod-config';
import { z } from 'zod';
import { showsNothing, withoutDirectionControls } from '../shown-text';

export { showsNothing, withoutDirectionControls };

/**
 * A one-line title (an article's, a notification's) as stored: without direction controls, trimmed; refused with
 * `required` when nothing of it would show (a title of zero-width spaces), with `tooLong` past `limit` characters.
 */
export const titleText = (limit: number, texts: { required: string; tooLong: string }) =>
  z
    .string({ error: texts.required })
    .overwrite(withoutDirectionControls)
    .trim()
    .refine((title) => !showsNothing(title), texts.required)
    .max(limit, texts.tooLong);
