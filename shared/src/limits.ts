/** Limits the forms, the contracts and the server apply: the texts that mention them are written from here too. */

/** Limits of the contact form. */
export const contactLimits = {
  nameMax: 100,
  phoneMax: 20,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Longest first or last name (sign-up, the settings' Personal Details, the API): the name rule's length. */
export const personNameMax = 60;

/** Limits of a job-platform login a candidate hands over. */
export const platformLoginLimits = { emailMax: 254, passwordMax: 256 } as const;

/** Spec section 9: a list shows ten a page (applications, candidates, admins, help articles; the portal's other lists alike). */
export const listPageSize = 10;

/** Longest search a list takes (the server refuses a longer one; the search boxes stop there). */
export const searchMaxLength = 100;

/** Largest upload, in bytes (10 MB). */
export const maxUploadBytes = 10 * 1024 * 1024;
/** The same, as the texts say it. */
export const maxUploadText = `${maxUploadBytes / (1024 * 1024)} MB`;

/**
 * Formats a profile photo may arrive in, by the name sharp reads from its bytes, and as the texts name them. sharp
 * reads AVIF as 'heif'; its HEIF decoder has AV1 only, so an iPhone's HEIC cannot be read and is not named.
 */
export const profilePhotoFormats = { png: 'PNG', jpeg: 'JPG', gif: 'GIF', webp: 'WebP', heif: 'AVIF', tiff: 'TIFF' };
const photoFormatNames = Object.values(profilePhotoFormats);
/** The same, as the texts say it: 'PNG, JPG, GIF, WebP, AVIF or TIFF'. */
export const profilePhotoFormatsText = `${photoFormatNames.slice(0, -1).join(', ')} or ${photoFormatNames.slice(-1).join('')}`;

/** Largest profile photo in pixels (40 megapixels, more than any camera photo): a bigger one is refused undecoded. */
export const profilePhotoMaxPixels = 40_000_000;

/**
 * The earliest application date the portal records (docs/decisions.md, 'the application date's floor'): the server
 * refuses an earlier one and the staff's date picker offers none.
 */
export const applicationDateFloor = { day: '2000-01-01', words: '1 January 2000' } as const;

/**
 * The longest texts an application recorded by staff takes (POST /api/application): each short field and the job
 * description; the contract refuses longer ones and the staff's form lets no longer one be typed.
 */
export const applicationTextLimits = { field: 200, description: 10_000 } as const;

/** Whether an application date, a day or a date-time as the contract takes it, falls before the floor. */
export const isBeforeApplicationDateFloor = (appliedDate: string) =>
  Date.parse(appliedDate) < Date.parse(applicationDateFloor.day);
