import { addDays, type DateRange, type IsoDate, parseIsoDate, precedingPeriod, toIsoDate } from '@shelfsight/contracts';
import * as chrono from 'chrono-node';

/** The period a question names, the text it was named by, and a compared period when the question asks for one. */
export interface AskedPeriod {
  period: DateRange;
  /** The words that named it ('last week'), or null when the default period applies. */
  phrase: string | null;
  compare: DateRange | null;
  comparePhrase: string | null;
}

/** Days a question without dates covers, ending on the reference day. */
export const DEFAULT_DAYS = 30;

const UNIT = { day: 'days', days: 'days', week: 'weeks', weeks: 'weeks', month: 'months', months: 'months' } as const;

/**
 * Relative phrases chrono-node reads as one day ('last week' is seven days ago); Parker means the whole calendar
 * unit. `today` is the reference day: the day after the tenant's newest facts (see the README).
 */
function relativePeriod(text: string, today: IsoDate): { range: DateRange; phrase: string } | null {
  const day = parseIsoDate(today);
  const lastN = /\b(?:last|past|previous) (\d{1,3}) (days?|weeks?|months?)\b/.exec(text);
  if (lastN) {
    const unit = UNIT[lastN[2] as keyof typeof UNIT];
    const from = day.minus({ [unit]: Number(lastN[1]) });
    return { range: { dateFrom: toIsoDate(from), dateTo: addDays(today, -1) }, phrase: lastN[0] };
  }
  const named = /\b(today|yesterday|(this|last|past|previous) (week|month|year))\b/.exec(text);
  if (!named) return null;
  const phrase = named[0];
  if (phrase === 'today') return { range: { dateFrom: today, dateTo: today }, phrase };
  if (phrase === 'yesterday') return { range: { dateFrom: addDays(today, -1), dateTo: addDays(today, -1) }, phrase };
  const unit = named[3] as 'week' | 'month' | 'year';
  const current = day.startOf(unit);
  const start = named[2] === 'this' ? current : current.minus({ [`${unit}s`]: 1 });
  const end = named[2] === 'this' ? day : start.endOf(unit);
  return { range: { dateFrom: toIsoDate(start), dateTo: toIsoDate(end) }, phrase };
}

/**
 * Named dates through chrono-node: a day ('3 November'), a month ('in October', the whole month), or a range
 * ('from 1 to 15 October'). A month or day without a year that would lie after the reference day is last year's.
 */
function namedPeriod(text: string, today: IsoDate): { range: DateRange; phrase: string } | null {
  const reference = parseIsoDate(today);
  const [found] = chrono.en.parse(text, { instant: reference.toJSDate(), timezone: 'UTC' }, { forwardDate: false });
  if (!found) return null;
  const widen = (component: chrono.ParsedComponents, edge: 'start' | 'end') => {
    let date = parseIsoDate(
      `${component.get('year')}-${String(component.get('month')).padStart(2, '0')}-${String(component.get('day')).padStart(2, '0')}`,
    );
    if (!component.isCertain('year') && toIsoDate(date) > today) date = date.minus({ years: 1 });
    if (component.isCertain('day')) return date;
    const unit = component.isCertain('month') ? 'month' : 'year';
    return edge === 'start' ? date.startOf(unit) : date.endOf(unit);
  };
  const start = widen(found.start, 'start');
  const end = widen(found.end ?? found.start, 'end');
  if (!start.isValid || !end.isValid) return null;
  const [from, to] = [toIsoDate(start), toIsoDate(end)].sort();
  return { range: { dateFrom: from as IsoDate, dateTo: to as IsoDate }, phrase: found.text.toLowerCase() };
}

/** 'compared to the previous period / last year / last month', and what is compared: period, year, week or month. */
const COMPARED =
  /\b(?:compared (?:to|with)|against|vs\.?|versus) (?:the )?(?:previous|preceding|prior|last) (period|year|week|month)\b/;

type ComparedUnit = 'period' | 'year' | 'week' | 'month';

/**
 * What 'compared to …' asks for: the period before of the same length, the same days a year before, or the whole
 * calendar week or month before the one the period starts in.
 */
function comparedPeriod(unit: ComparedUnit, period: DateRange): DateRange {
  if (unit === 'year') {
    const from = parseIsoDate(period.dateFrom).minus({ years: 1 });
    const to = parseIsoDate(period.dateTo).minus({ years: 1 });
    return { dateFrom: toIsoDate(from), dateTo: toIsoDate(to) };
  }
  if (unit === 'period') return precedingRange(period);
  const before = parseIsoDate(period.dateFrom)
    .startOf(unit)
    .minus({ [`${unit}s`]: 1 });
  return { dateFrom: toIsoDate(before), dateTo: toIsoDate(before.endOf(unit)) };
}

/** The days right before a period, as many as it has (a change 'this month' is against the days before it). */
export function precedingRange(period: DateRange): DateRange {
  const before = precedingPeriod(period);
  return { dateFrom: before.compareFrom, dateTo: before.compareTo };
}

/**
 * The period a (lower-case) question asks about, relative to `today`; without dates the DEFAULT_DAYS days before
 * it. A period reaching past `lastDay` (the newest facts) ends there.
 */
export function askedPeriod(text: string, today: IsoDate, lastDay: IsoDate): AskedPeriod {
  const compared = comparedPeriodText(text);
  const own = compared.rest;
  const found = relativePeriod(own, today) ?? namedPeriod(own, today);
  // 'How did it change compared with last month?' names no period of its own: it asks for the newest month so far.
  const sinceUnitStart =
    !found && (compared.unit === 'week' || compared.unit === 'month')
      ? { dateFrom: toIsoDate(parseIsoDate(lastDay).startOf(compared.unit)), dateTo: lastDay }
      : null;
  const range = found?.range ??
    sinceUnitStart ?? { dateFrom: addDays(today, -DEFAULT_DAYS), dateTo: addDays(today, -1) };
  const period =
    range.dateTo > lastDay && range.dateFrom <= lastDay ? { dateFrom: range.dateFrom, dateTo: lastDay } : range;
  return {
    period,
    phrase: found?.phrase ?? null,
    compare: compared.unit ? comparedPeriod(compared.unit, period) : null,
    comparePhrase: compared.phrase,
  };
}

/** Splits off a 'compared to the previous period' clause, so its words do not name the asked period. */
function comparedPeriodText(text: string): { rest: string; phrase: string | null; unit: ComparedUnit | null } {
  const match = COMPARED.exec(text);
  if (!match) return { rest: text, phrase: null, unit: null };
  return { rest: text.replace(match[0], ' '), phrase: match[0], unit: match[1] as ComparedUnit };
}
