/** Shown under a colour field when the value is not a 3- or 6-digit hex colour (spec 1 §5). */
export const INVALID_HEX_COLOR_MESSAGE = 'Invalid HEX color.';

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isValidHexColor(value: string | null | undefined): boolean {
  return typeof value === 'string' && HEX_PATTERN.test(value.trim());
}

/** '#ABC' / 'abc' / 'aabbcc' → '#aabbcc'; null when the value is not a valid hex colour. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  if (!isValidHexColor(value)) return null;
  const digits = (value as string).trim().replace(/^#/, '').toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return `#${full}`;
}

/** Form-validator shape: the message when invalid, undefined when fine. */
export function validateHexColor(value: string | null | undefined): string | undefined {
  return isValidHexColor(value) ? undefined : INVALID_HEX_COLOR_MESSAGE;
}

export const TEXT_LUMINANCE_THRESHOLD = 150;

/**
 * Black or white text for a background colour.
 * Perceived brightness (YIQ): (299·R + 587·G + 114·B) / 1000, channels 0–255.
 * At or above 150 the background is light enough for black text; below it, white.
 * Invalid colours fall back to black, the text colour of the default white surface.
 */
export function textColorFor(background: string | null | undefined): '#000000' | '#ffffff' {
  const hex = normalizeHexColor(background);
  if (!hex) return '#000000';
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  const brightness = (r * 299 + g * 587 + b * 114) / 1000;
  return brightness >= TEXT_LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
}
