/**
 * Date presets and relative-range codes (spec 2 §9). A relative code is a count and a unit:
 *
 * | unit | meaning of `n<unit>` (n ≥ 1)                                   | example, today = Wed 2026-11-18 |
 * |------|-----------------------------------------------------------------|---------------------------------|
 * | `d`  | the n full days ending yesterday                                | 7d → 2026-11-11 … 2026-11-17     |
 * | `i`  | the n days ending today (today included)                        | 7i → 2026-11-12 … 2026-11-18     |
 * | `w`  | the n complete ISO weeks (Monday–Sunday) before the current one | 1w → 2026-11-09 … 2026-11-15     |
 * | `m`  | n months ending yesterday: from today's day n months back       | 12m → 2025-11-18 … 2026-11-17    |
 * | `y`  | n years ending yesterday: from today's day n years back         | 1y → 2025-11-18 … 2026-11-17     |
 *
 * `0d` and `0i` both mean Today (canonical `0d`). Months and years roll rather than snap to calendar months
 * because every other preset ends yesterday, the last day with complete data, and a monitoring user wants
 * "Last 12 months" to include last week. A day that does not exist n months back falls back to the month's
 * last day (31 May − 3 months → 28 February). Other counts of zero are not codes, except the legacy `0m`.
 */
export type DateUnit = 'd' | 'i' | 'w' | 'm' | 'y';

export interface RelativeCode {
  count: number;
  unit: DateUnit;
}

/** Custom range preset. */
export const CUSTOM_PRESET = 'cu';

/** Codes written by older versions, and what they mean now (spec 2 §9). */
export const LEGACY_DATE_CODES: Readonly<Record<string, string>> = {
  '1m': '30d',
  '0m': '30d',
  '29i': '30d',
  '6i': '7d',
  '0i': '0d',
};

/** The presets offered in the picker, in order (spec 2 §9). `12m` obeys the retention rule. */
export const DATE_PRESETS = [
  { code: '0d', label: 'Today' },
  { code: '1d', label: 'Yesterday' },
  { code: '7d', label: 'Last 7 days' },
  { code: '30d', label: 'Last 30 days' },
  { code: '12m', label: 'Last 12 months' },
] as const;

export const LAST_12_MONTHS_PRESET = '12m';

/** What an unknown or missing preset falls back to. */
export const DEFAULT_DATE_PRESET = '30d';

const CODE_PATTERN = /^(\d{1,3})([diwmy])$/;

/** Reads a relative code after mapping legacy codes; null when it is not one. */
export function parseRelativeCode(code: string): RelativeCode | null {
  const match = CODE_PATTERN.exec(normalizeDateCode(code));
  if (!match) return null;
  const count = Number(match[1]);
  const unit = match[2] as DateUnit;
  if (count === 0 && unit !== 'd') return null;
  return { count, unit };
}

/** Trims, lower-cases and maps a legacy code to its current form; other input is returned as cleaned. */
export function normalizeDateCode(code: string): string {
  const cleaned = code.trim().toLowerCase();
  return LEGACY_DATE_CODES[cleaned] ?? cleaned;
}

export function isRelativeDateCode(code: string): boolean {
  return parseRelativeCode(code) !== null;
}

const UNIT_WORDS: Record<DateUnit, [string, string]> = {
  d: ['day', 'days'],
  i: ['day', 'days'],
  w: ['week', 'weeks'],
  m: ['month', 'months'],
  y: ['year', 'years'],
};

/** 'Last 30 days', 'Last 3 weeks', 'Last 14 days including today'; null for anything but a relative code. */
export function describeDateCode(code: string): string | null {
  const normalized = normalizeDateCode(code);
  const named = DATE_PRESETS.find((preset) => preset.code === normalized);
  if (named) return named.label;
  const parsed = parseRelativeCode(normalized);
  if (!parsed) return null;
  if (parsed.unit === 'i' && parsed.count === 1) return 'Today';
  const [one, many] = UNIT_WORDS[parsed.unit];
  const span = parsed.count === 1 ? `Last ${one}` : `Last ${parsed.count} ${many}`;
  return parsed.unit === 'i' ? `${span} including today` : span;
}
