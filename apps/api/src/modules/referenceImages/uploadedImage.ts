import { REFERENCE_IMAGE_LIMITS, referenceImageMessages } from '@shelfsight/contracts';
import sharp from 'sharp';
import { HttpError } from '../../lib/httpError';

export interface CheckedImage {
  body: Buffer;
  filename: string;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

const contentTypes: Record<(typeof REFERENCE_IMAGE_LIMITS.types)[number], string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
};
const isAccepted = (format: string | undefined): format is keyof typeof contentTypes =>
  format !== undefined && format in contentTypes;

/**
 * An uploaded file checked on the server (spec 3 §5): at most 5 MB, a JPEG, PNG, GIF, WebP or TIFF by its
 * content (sharp reads the header; the name and the declared type are not trusted) and of sensible dimensions.
 * `field` names the multipart part in the error.
 */
export async function checkUploadedImage(
  field: string,
  file: { body: Buffer; filename: string; declaredType: string; truncated: boolean },
): Promise<CheckedImage> {
  if (file.truncated || file.body.length > REFERENCE_IMAGE_LIMITS.maxBytes)
    throw new HttpError(400, referenceImageMessages.tooLarge, { [field]: referenceImageMessages.tooLarge });
  const invalid = () => {
    const message = referenceImageMessages.invalidType(file.declaredType || 'unknown');
    return new HttpError(400, message, { [field]: message });
  };
  const metadata = await sharp(file.body)
    .metadata()
    .catch(() => {
      throw invalid();
    });
  if (!isAccepted(metadata.format)) throw invalid();
  const { width = 0, height = 0 } = metadata;
  const { minEdge, maxEdge } = REFERENCE_IMAGE_LIMITS;
  if (width < minEdge || height < minEdge || width > maxEdge || height > maxEdge)
    throw new HttpError(400, referenceImageMessages.badDimensions, { [field]: referenceImageMessages.badDimensions });
  // The picture must decode as a whole, not only its header.
  await sharp(file.body)
    .stats()
    .catch(() => {
      throw invalid();
    });
  // eslint-disable-next-line no-control-regex -- control characters are not kept in a stored name
  const filename = file.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image';
  return {
    body: file.body,
    filename,
    contentType: contentTypes[metadata.format],
    extension: metadata.format === 'jpeg' ? 'jpg' : metadata.format,
    width,
    height,
  };
}
