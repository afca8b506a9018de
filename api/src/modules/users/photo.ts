import sharp from 'sharp';
import { profilePhotoMaxSide } from '@portal/shared/contracts';
import { profilePhotoFormats, profilePhotoMaxPixels } from '@portal/shared/limits';
import { sharedMessages } from '@portal/shared/texts';
import { HttpError } from '../../plugins/errors';

/** Raster formats a photo may arrive in, judged by its bytes (never by its name or the browser's type). */
const acceptedFormats = new Set<string>(Object.keys(profilePhotoFormats));
/** A decompression bomb is refused before it is decoded: 40 megapixels is more than any camera photo needs. */
const maxInputPixels = profilePhotoMaxPixels;
/** sharp's words when an image is over `limitInputPixels`. */
const overPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * The photo as the portal serves it: a PNG of at most 400 × 400 encoded here (first frame, turned upright,
 * metadata dropped), never the uploaded bytes. SVG is refused: it is a document that can carry script.
 */
export async function encodeProfilePhoto(upload: Buffer): Promise<Buffer> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: maxInputPixels }).metadata();
  } catch (error) {
    throw new HttpError(400, overPixelLimit(error) ? sharedMessages.photoTooManyPixels : sharedMessages.photoNotImage);
  }
  const { format, width, height } = metadata;
  if (format === 'svg') throw new HttpError(400, sharedMessages.photoSvgRefused);
  if (!format || !acceptedFormats.has(format)) throw new HttpError(400, sharedMessages.photoNotImage);
  // An image that is too big is told so, not called "not an image" (it is checked from the header, undecoded).
  if (width && height && width * height > maxInputPixels) throw new HttpError(400, sharedMessages.photoTooManyPixels);
  try {
    return await sharp(upload, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize(profilePhotoMaxSide, profilePhotoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    throw new HttpError(400, overPixelLimit(error) ? sharedMessages.photoTooManyPixels : sharedMessages.photoNotImage);
  }
}

const photoUriPattern = /^\/api\/user\/photo\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const photoUri = (photoId: string) => `/api/user/photo/${photoId}`;
/** The storage key of a photo this server stored (from the profile's URL); null for anything else. */
export function photoKeyOf(uri: string | null): string | null {
  const id = uri ? photoUriPattern.exec(uri)?.[1] : undefined;
  return id ? `${id}.png` : null;
}
