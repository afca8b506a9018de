// Build-time entry `@portal/shared/shown-text` (no zod: forms may use it without the contracts): what of a text shows.

/** Characters that show nothing on their own: Unicode's format characters (Cf), e.g. zero-width spaces and joiners,
 * direction controls and the byte-order mark. */
const formatCharacters = /\p{Cf}/gu;
/** Direction controls: in a one-line title they would show its text reversed ('\u202eevil title'). */
const directionControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without direction controls (every one-line title is stored so: articles', notifications', documents'). */
export const withoutDirectionControls = (text: string): string => text.replace(directionControls, '');

/** Whether a text shows nothing: only spaces and format characters in it (the required fields' test). */
export const showsNothing = (text: string): boolean => text.replace(formatCharacters, '').trim().length === 0;
