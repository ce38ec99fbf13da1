import sharp, { type Sharp, type SharpOptions } from 'sharp';
import phash from 'sharp-phash';
import hammingDistance from 'sharp-phash/distance';
import { ssim } from 'ssim.js';

/** Structure is compared at this edge: small enough to be fast, large enough that a label's text still counts. */
export const COMPARE_EDGE = 128;
/** Colours are compared at this edge: colour changes cover areas, not fine detail. */
export const COLOUR_EDGE = 64;
/** Bins per colour channel of the colour histogram (4 × 4 × 4 = 64 colours). */
const BINS_PER_CHANNEL = 4;
/** How far a pixel may be from the corner colour and still count as background when trimming. */
const TRIM_THRESHOLD = 30;

/** One framing of an image, square: RGBA pixels, transparency flattened onto white. */
type Frame = Uint8ClampedArray;
/** A framing at both edges: COMPARE_EDGE for structure, COLOUR_EDGE for colour. */
interface Framing {
  detail: Frame;
  colour: Frame;
}

/** What one image is reduced to before comparing: kept for a reference image so it is decoded once. */
export interface ImageFeatures {
  /** The whole picture. */
  full: Framing;
  /** The picture with its plain border trimmed, so a tighter crop of the same packshot lines up. */
  trimmed: Framing;
  /** Perceptual hash (DCT based) of the whole picture, 64 characters of 0 and 1. */
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

async function frameOf(image: Sharp, edge: number): Promise<Frame> {
  const data = await image.resize(edge, edge, { fit: 'contain', background: '#ffffff' }).ensureAlpha().raw().toBuffer();
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
}

async function framingOf(data: Buffer, raw: SharpOptions): Promise<Framing> {
  const [detail, colour] = await Promise.all([
    frameOf(sharp(data, raw), COMPARE_EDGE),
    frameOf(sharp(data, raw), COLOUR_EDGE),
  ]);
  return { detail, colour };
}

/** Decodes any image sharp reads (JPEG, PNG, WebP, GIF, TIFF) and reduces it to what comparing needs. */
export async function imageFeatures(image: Buffer): Promise<ImageFeatures> {
  const { data, info } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const full = await framingOf(data, raw);
  const trimmedRaw = await sharp(data, raw)
    .trim({ threshold: TRIM_THRESHOLD })
    .raw()
    .toBuffer({ resolveWithObject: true })
    // A picture that is all border has nothing to trim to.
    .catch(() => null);
  const trimmed = trimmedRaw
    ? await framingOf(trimmedRaw.data, {
        raw: { width: trimmedRaw.info.width, height: trimmedRaw.info.height, channels: trimmedRaw.info.channels },
      })
    : full;
  const perceptualHash = await phash(Buffer.from(full.detail.buffer, full.detail.byteOffset, full.detail.length), {
    raw: { width: COMPARE_EDGE, height: COMPARE_EDGE, channels: 4 },
  });
  return { full, trimmed, perceptualHash, colourHistogram: histogramOf(trimmed.colour) };
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

/** SSIM of two square frames of the same edge; the 'bezkrovny' variant is the library's fastest. */
function structuralSimilarity(left: Frame, right: Frame): number {
  const edge = Math.sqrt(left.length / 4);
  return ssim(
    { width: edge, height: edge, data: left },
    { width: edge, height: edge, data: right },
    { downsample: false, ssim: 'bezkrovny' },
  ).mssim;
}

/** One channel of a frame as a grey frame, which is what SSIM compares. */
function channelOf(frame: Frame, channel: number): Frame {
  const grey = new Uint8ClampedArray(frame.length);
  for (let offset = 0; offset < frame.length; offset += 4) {
    const value = frame[offset + channel]!;
    grey[offset] = value;
    grey[offset + 1] = value;
    grey[offset + 2] = value;
    grey[offset + 3] = 255;
  }
  return grey;
}

export function measuresOf(reference: ImageFeatures, candidate: ImageFeatures): SimilarityMeasures {
  const whole = structuralSimilarity(reference.full.detail, candidate.full.detail);
  const trimmed = structuralSimilarity(reference.trimmed.detail, candidate.trimmed.detail);
  const [left, right] =
    trimmed > whole
      ? [reference.trimmed.colour, candidate.trimmed.colour]
      : [reference.full.colour, candidate.full.colour];
  const colourStructural = Math.min(
    ...[0, 1, 2].map((channel) => structuralSimilarity(channelOf(left, channel), channelOf(right, channel))),
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
