import os from 'node:os';
import { bmvbhash } from 'blockhash-core';
import sharp from 'sharp';
import { getOptions } from 'ssim.js';
import { bezkrovnySsim } from 'ssim.js/dist/bezkrovnySsim.js';

/** Structure is compared at this edge: small enough to be fast, large enough that a label's text still counts. */
export const COMPARE_EDGE = 128;
/** Colours are compared at this edge: colour changes cover areas, not fine detail. */
export const COLOUR_EDGE = 64;
/** The perceptual hash has HASH_BLOCKS × HASH_BLOCKS bits, one per block of the picture. */
const HASH_BLOCKS = 8;
/** Bins per colour channel of the colour histogram (4 × 4 × 4 = 64 colours). */
const BINS_PER_CHANNEL = 4;
/** How far a pixel may be from the corner colour and still count as background when trimming. */
const TRIM_THRESHOLD = 30;

/** One framing of an image, square: RGBA pixels, transparency flattened onto white. */
type Frame = Uint8ClampedArray;
/** One grey (or single-channel) picture, row by row, as ssim.js compares it. */
interface Grey {
  data: ArrayLike<number>;
  width: number;
  height: number;
}
/**
 * A framing at both edges: COMPARE_EDGE for structure, COLOUR_EDGE for colour. The grey and per-channel
 * pictures SSIM compares are kept beside the frames, so a kept reference is not converted again per comparison.
 */
interface Framing {
  detail: Frame;
  colour: Frame;
  detailGrey: Grey;
  /** The red, green and blue channels of the colour frame. */
  colourChannels: [Grey, Grey, Grey];
}

/** What one image is reduced to before comparing: kept for a reference image so it is decoded once. */
export interface ImageFeatures {
  /** The whole picture. */
  full: Framing;
  /** The picture with its plain border trimmed, so a tighter crop of the same packshot lines up. */
  trimmed: Framing;
  /** Perceptual hash (blockhash) of the whole picture: 64 bits as 16 hexadecimal digits. */
  perceptualHash: string;
  /** Share of the trimmed picture's pixels in each RGB bin; sums to 1. */
  colourHistogram: Float64Array;
}

export const similarityLabels = ['equal', 'highly_similar', 'somewhat_similar', 'different'] as const;
export type SimilarityLabel = (typeof similarityLabels)[number];

/** Score cut-offs of the labels (DOMAIN.md §3): the first one the score reaches. */
export const SIMILARITY_THRESHOLDS = { equal: 95, highly_similar: 85, somewhat_similar: 60 } as const;

export function labelOf(score: number): SimilarityLabel {
  if (score >= SIMILARITY_THRESHOLDS.equal) return 'equal';
  if (score >= SIMILARITY_THRESHOLDS.highly_similar) return 'highly_similar';
  if (score >= SIMILARITY_THRESHOLDS.somewhat_similar) return 'somewhat_similar';
  return 'different';
}

function histogramOf(rgba: Frame): Float64Array {
  const histogram = new Float64Array(BINS_PER_CHANNEL ** 3);
  const shift = 8 - Math.log2(BINS_PER_CHANNEL);
  const share = 4 / rgba.length;
  for (let offset = 0; offset < rgba.length; offset += 4) {
    const bin =
      ((rgba[offset]! >> shift) * BINS_PER_CHANNEL + (rgba[offset + 1]! >> shift)) * BINS_PER_CHANNEL +
      (rgba[offset + 2]! >> shift);
    histogram[bin]! += share;
  }
  return histogram;
}

/** The decoded picture, transparency flattened onto white: RGB (sharp hands every format over as sRGB), row by row. */
interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** Part of a decoded picture, in pixels. */
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box holding every pixel that differs from the top-left (corner) colour by more than TRIM_THRESHOLD in a
 * colour channel, as sharp's trim finds it, or null when the whole picture is that colour. A scan in place is far
 * cheaper than a second sharp pipeline over the full-size picture, and only reads the border it trims. Pixels exactly the corner's colour (a plain background)
 * are passed over by native byte comparisons, halving the run until the first pixel that is not; only from there
 * on is a row read pixel by pixel.
 */
export function trimBoxOf({ data, width, height, channels }: Decoded): Box | null {
  const rowBytes = width * channels;
  const plainRow = Buffer.alloc(rowBytes);
  for (let offset = 0; offset < rowBytes; offset += 1) plainRow[offset] = data[offset % channels]!;
  const [red, green, blue] = [data[0]!, data[1]!, data[2]!];
  // Whether the pixel starting at this byte differs from the corner's.
  const differs = (offset: number) =>
    Math.abs(data[offset]! - red) > TRIM_THRESHOLD ||
    Math.abs(data[offset + 1]! - green) > TRIM_THRESHOLD ||
    Math.abs(data[offset + 2]! - blue) > TRIM_THRESHOLD;
  // Whether pixels [start, end) of the row starting at this byte are all exactly the corner's colour.
  const plain = (row: number, start: number, end: number) =>
    data.compare(plainRow, 0, (end - start) * channels, row + start * channels, row + end * channels) === 0;
  // Pixels [start, end) of a row: the first that differs, or -1.
  const firstDiffering = (y: number, start: number, end: number) => {
    const row = y * rowBytes;
    if (start >= end || plain(row, start, end)) return -1;
    let from = start;
    for (let to = end; to - from > 1;) {
      const middle = (from + to) >> 1;
      if (plain(row, from, middle)) from = middle;
      else to = middle;
    }
    for (let x = from; x < end; x += 1) if (differs(row + x * channels)) return x;
    return -1;
  };
  // Pixels [start, end) of a row: the last that differs, or -1.
  const lastDiffering = (y: number, start: number, end: number) => {
    const row = y * rowBytes;
    if (start >= end || plain(row, start, end)) return -1;
    let to = end;
    for (let from = start; to - from > 1;) {
      const middle = (from + to) >> 1;
      if (plain(row, middle, to)) to = middle;
      else from = middle;
    }
    for (let x = to - 1; x >= start; x -= 1) if (differs(row + x * channels)) return x;
    return -1;
  };
  let top = 0;
  while (top < height && firstDiffering(top, 0, width) < 0) top += 1;
  if (top === height) return null;
  let bottom = height - 1;
  while (firstDiffering(bottom, 0, width) < 0) bottom -= 1;
  let left = width;
  let right = -1;
  for (let y = top; y <= bottom; y += 1) {
    const leftmost = firstDiffering(y, 0, left);
    if (leftmost >= 0) left = leftmost;
    const rightmost = lastDiffering(y, right + 1, width);
    if (rightmost >= 0) right = rightmost;
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The COMPARE_EDGE picture of a part of the decoded picture, fitted onto white: RGB, row by row. The part's rows
 * are copied out first: handing sharp the smaller picture costs less than its own extract.
 */
async function resizedPartOf(decoded: Decoded, box: Box): Promise<Buffer> {
  const { data, width, channels } = decoded;
  let part = data;
  if (box.width !== width || box.height !== decoded.height) {
    part = Buffer.allocUnsafe(box.width * box.height * channels);
    const rowBytes = box.width * channels;
    for (let y = 0; y < box.height; y += 1) {
      const from = ((box.top + y) * width + box.left) * channels;
      data.copy(part, y * rowBytes, from, from + rowBytes);
    }
  }
  return sharp(part, { raw: { width: box.width, height: box.height, channels: channels as 1 | 2 | 3 | 4 } })
    .resize(COMPARE_EDGE, COMPARE_EDGE, { fit: 'contain', background: '#ffffff' })
    .raw()
    .toBuffer();
}

/**
 * A framing from its resized RGB picture, in two passes over it: the detail frame (RGBA, opaque) with its grey
 * picture (ssim.js's integer grey weights, as its `rgb2grayInteger` gives them), then the colour frame, each
 * pixel the rounded mean of a 2 × 2 block (COMPARE_EDGE is twice COLOUR_EDGE), with its three channels. Adding
 * the alpha channel here costs less than sharp's `ensureAlpha`.
 */
function framingFrom(rgb: Buffer): Framing {
  const edge = COMPARE_EDGE;
  const detail = new Uint8ClampedArray(edge * edge * 4);
  const grey = new Uint8Array(edge * edge);
  for (let pixel = 0, source = 0, target = 0; pixel < grey.length; pixel += 1, source += 3, target += 4) {
    const red = rgb[source]!;
    const green = rgb[source + 1]!;
    const blue = rgb[source + 2]!;
    detail[target] = red;
    detail[target + 1] = green;
    detail[target + 2] = blue;
    detail[target + 3] = 255;
    grey[pixel] = (77 * red + 150 * green + 29 * blue + 128) >> 8;
  }
  const half = COLOUR_EDGE;
  const colour = new Uint8ClampedArray(half * half * 4);
  const [reds, greens, blues] = [new Uint8Array(half * half), new Uint8Array(half * half), new Uint8Array(half * half)];
  for (let y = 0; y < half; y += 1)
    for (let x = 0; x < half; x += 1) {
      const topLeft = (2 * y * edge + 2 * x) * 3;
      const bottomLeft = topLeft + edge * 3;
      const pixel = y * half + x;
      // Unrolled by hand: a helper closure here costs several times the loop.
      const red = (rgb[topLeft]! + rgb[topLeft + 3]! + rgb[bottomLeft]! + rgb[bottomLeft + 3]! + 2) >> 2;
      const green = (rgb[topLeft + 1]! + rgb[topLeft + 4]! + rgb[bottomLeft + 1]! + rgb[bottomLeft + 4]! + 2) >> 2;
      const blue = (rgb[topLeft + 2]! + rgb[topLeft + 5]! + rgb[bottomLeft + 2]! + rgb[bottomLeft + 5]! + 2) >> 2;
      reds[pixel] = red;
      greens[pixel] = green;
      blues[pixel] = blue;
      colour[pixel * 4] = red;
      colour[pixel * 4 + 1] = green;
      colour[pixel * 4 + 2] = blue;
      colour[pixel * 4 + 3] = 255;
    }
  const channelPicture = (data: Uint8Array): Grey => ({ data, width: half, height: half });
  return {
    detail,
    colour,
    detailGrey: { data: grey, width: edge, height: edge },
    colourChannels: [channelPicture(reds), channelPicture(greens), channelPicture(blues)],
  };
}

async function framingOf(decoded: Decoded, box: Box): Promise<Framing> {
  return framingFrom(await resizedPartOf(decoded, box));
}

const littleEndian = os.endianness() === 'LE';

/**
 * The RGB pixels of an RGBA picture when every pixel is opaque, or null. One pass reads each pixel as one 32-bit
 * word (red in its low byte on a little-endian machine): this costs less than sharp's flatten, which blends every
 * pixel with the background in floating point even where nothing shows through.
 */
function opaqueRgbOf(rgba: Buffer): Buffer | null {
  if (!littleEndian || rgba.byteOffset % 4 !== 0) return null;
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
  const rgb = Buffer.allocUnsafe(pixels.length * 3);
  let alpha = 0xff000000 | 0;
  for (let pixel = 0, target = 0; pixel < pixels.length; pixel += 1, target += 3) {
    const word = pixels[pixel]!;
    rgb[target] = word;
    rgb[target + 1] = word >> 8;
    rgb[target + 2] = word >> 16;
    alpha &= word;
  }
  return alpha >>> 24 === 0xff ? rgb : null;
}

/**
 * The picture upright, transparency flattened onto white, as sharp's `flatten` gives it. sharp hands every format
 * over as sRGB, with an alpha channel or without; an opaque picture's alpha channel is only dropped.
 */
async function decodedOf(image: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(image).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  if (raw.channels === 3) return { data, ...raw };
  const rgb = raw.channels === 4 ? opaqueRgbOf(data) : null;
  if (rgb) return { data: rgb, width: raw.width, height: raw.height, channels: 3 };
  const flat = await sharp(data, { raw })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: flat.data, width: flat.info.width, height: flat.info.height, channels: flat.info.channels };
}

/**
 * Decodes any image sharp reads (JPEG, PNG, WebP, GIF, TIFF) and reduces it to what comparing needs. The picture
 * is decoded once, at full size so that a copy cropped from it lines up pixel for pixel; each framing takes one
 * resize of its part and its colour frame is derived from its detail frame.
 */
export async function imageFeatures(image: Buffer): Promise<ImageFeatures> {
  const decoded = await decodedOf(image);
  const whole: Box = { left: 0, top: 0, width: decoded.width, height: decoded.height };
  // A picture that is all border has nothing to trim to.
  const trimBox = trimBoxOf(decoded);
  const [full, trimmed] = await Promise.all([framingOf(decoded, whole), trimBox ? framingOf(decoded, trimBox) : null]);
  const perceptualHash = bmvbhash({ data: full.detail, width: COMPARE_EDGE, height: COMPARE_EDGE }, HASH_BLOCKS);
  const trimmedFraming = trimmed ?? full;
  return { full, trimmed: trimmedFraming, perceptualHash, colourHistogram: histogramOf(trimmedFraming.colour) };
}

export interface SimilarityMeasures {
  /** Mean structural similarity (SSIM) of the grey pictures in the framing that lines up best, −1 to 1. */
  structural: number;
  /** The lowest SSIM of the red, green and blue channels in that framing: low when colours changed. */
  colourStructural: number;
  /** Hamming distance of the perceptual hashes, 0–64 (0: the same). */
  hashDistance: number;
  /** Histogram intersection distance of the trimmed pictures, 0–1 (0: the same colours in the same shares). */
  histogramDistance: number;
  /** Mean absolute difference of the channels in that framing, 0–1: a new background tint shows here. */
  meanDifference: number;
}

/** Bits that differ between two hexadecimal hashes of the same length. */
function hammingDistance(left: string, right: string): number {
  let distance = 0;
  for (let index = 0; index < left.length; index += 1) {
    let bits = Number.parseInt(left[index]!, 16) ^ Number.parseInt(right[index]!, 16);
    for (; bits; bits >>= 1) distance += bits & 1;
  }
  return distance;
}

const SSIM_OPTIONS = getOptions({ downsample: false, ssim: 'bezkrovny' });

/**
 * Mean SSIM of two grey pictures of the same size, as ssim.js's `ssim` gives it for the 'bezkrovny' variant (the
 * library's fastest) without downsampling; its comparison step is called on kept grey pictures directly.
 */
function structuralSimilarity(left: Grey, right: Grey): number {
  const map = bezkrovnySsim(left as never, right as never, SSIM_OPTIONS);
  let sum = 0;
  for (let index = 0; index < map.data.length; index += 1) sum += map.data[index]!;
  return sum / map.data.length;
}

export function measuresOf(reference: ImageFeatures, candidate: ImageFeatures): SimilarityMeasures {
  const whole = structuralSimilarity(reference.full.detailGrey, candidate.full.detailGrey);
  const trimmed = structuralSimilarity(reference.trimmed.detailGrey, candidate.trimmed.detailGrey);
  const [leftFraming, rightFraming] =
    trimmed > whole ? [reference.trimmed, candidate.trimmed] : [reference.full, candidate.full];
  const [left, right] = [leftFraming.colour, rightFraming.colour];
  const colourStructural = Math.min(
    ...[0, 1, 2].map((channel) =>
      structuralSimilarity(leftFraming.colourChannels[channel]!, rightFraming.colourChannels[channel]!),
    ),
  );
  let difference = 0;
  for (let offset = 0; offset < left.length; offset += 1) difference += Math.abs(left[offset]! - right[offset]!);
  let overlap = 0;
  for (let bin = 0; bin < reference.colourHistogram.length; bin += 1)
    overlap += Math.min(reference.colourHistogram[bin]!, candidate.colourHistogram[bin]!);
  return {
    structural: Math.max(whole, trimmed),
    colourStructural,
    hashDistance: hammingDistance(reference.perceptualHash, candidate.perceptualHash),
    histogramDistance: Math.max(0, 1 - overlap),
    // Alpha is always opaque, so it adds nothing to the sum: divide by the three colour channels only.
    meanDifference: difference / ((left.length * 3) / 4) / 255,
  };
}

/** Hashes this far apart (of 64 bits) are pictures of another layout: another product or another view. */
const UNRELATED_HASH_DISTANCE = 24;
/** Colour SSIM may trail grey SSIM this much before it counts: a tinted background alone stays under it. */
const COLOUR_LOSS_ALLOWANCE = 0.078;

/**
 * The measures folded into 0–100, calibrated on the generated pairs of `labelledPairs`. Lost grey structure
 * costs most (2 points per 0.01 of SSIM: a watermark or a new background lowers it a little). A pixel-level
 * difference costs at most 4 points, so a re-encoded copy stays equal while a new background tint does not.
 * Colour lost beyond the structure (a recoloured copy keeps its grey structure) costs up to 25 points, so a
 * recoloured copy stays "somewhat similar"; another product loses both. Hashes far apart mean another layout.
 */
export function scoreOf(measures: SimilarityMeasures): number {
  const structureLoss = Math.max(0, 1 - measures.structural);
  const colourOnlyLoss = Math.max(0, measures.structural - measures.colourStructural - COLOUR_LOSS_ALLOWANCE);
  const penalty =
    200 * structureLoss +
    Math.min(4, 300 * measures.meanDifference) +
    Math.min(25, 700 * colourOnlyLoss) +
    2 * measures.histogramDistance +
    (measures.hashDistance >= UNRELATED_HASH_DISTANCE ? 50 : 0);
  const score = Math.min(100, Math.max(0, 100 - penalty));
  return Math.round(score * 100) / 100;
}

export interface SimilarityResult extends SimilarityMeasures {
  score: number;
  label: SimilarityLabel;
}

export function compareFeatures(reference: ImageFeatures, candidate: ImageFeatures): SimilarityResult {
  const measures = measuresOf(reference, candidate);
  const score = scoreOf(measures);
  return { ...measures, score, label: labelOf(score) };
}

export async function compareImages(reference: Buffer, candidate: Buffer): Promise<SimilarityResult> {
  const [left, right] = await Promise.all([imageFeatures(reference), imageFeatures(candidate)]);
  return compareFeatures(left, right);
}
