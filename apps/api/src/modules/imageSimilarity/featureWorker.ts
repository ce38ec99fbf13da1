// A worker thread of the feature pool: decodes one image and reduces it to its features.
import { type ImageFeatures, imageFeatures } from './imageSimilarity';

export default function features(image: Uint8Array): Promise<ImageFeatures> {
  return imageFeatures(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
}
