import {
  allowsYearRanges,
  availableDatePresets,
  clampRange,
  CUSTOM_PRESET,
  normalizeDateCode,
  orderRange,
  resolvePickerValue,
  retentionWindow,
  type ComparePreset,
  type ComparisonSettings,
  type DatePickerValue,
  type ResolvedDates,
} from '@shelfsight/contracts';

/** The value being edited in the open dialog, always with `compare` set. */
export type PickerDraft = DatePickerValue & { compare: boolean };

export interface DraftContext {
  today: string;
  retentionMonths: number;
}

export function resolveDraft(draft: PickerDraft, ctx: DraftContext): ResolvedDates {
  return resolvePickerValue(draft, ctx);
}

/**
 * What the dialog opens with: legacy codes mapped and, where the retention no longer offers a stored choice,
 * the days it stands for instead ('Last 12 months' becomes a custom range cut to the window, the preceding
 * year the preceding period), so the dialog never shows a selection that is not in its lists.
 */
export function draftFromValue(value: DatePickerValue, ctx: DraftContext): PickerDraft {
  const resolved = resolvePickerValue(value, ctx);
  const offered = availableDatePresets(ctx.retentionMonths).some((preset) => preset.code === resolved.preset);
  const main: PickerDraft =
    resolved.preset === CUSTOM_PRESET || !offered
      ? { preset: CUSTOM_PRESET, dateFrom: resolved.dateFrom, dateTo: resolved.dateTo, compare: false }
      : { preset: resolved.preset, compare: false };
  if (!value.compare || !resolved.comparePreset) return main;
  return withCompare(main, resolved.comparePreset, resolved);
}

function withCompare(draft: PickerDraft, preset: ComparePreset, resolved: ResolvedDates): PickerDraft {
  const base = { ...draft, compare: true, comparePreset: preset };
  if (preset !== 'ccu') return { ...base, compareFrom: undefined, compareTo: undefined };
  return { ...base, compareFrom: resolved.compareFrom ?? undefined, compareTo: resolved.compareTo ?? undefined };
}

/** Choosing Custom keeps the days on show, so the user adjusts them rather than starting from nothing. */
export function choosePreset(draft: PickerDraft, code: string, ctx: DraftContext): PickerDraft {
  if (code !== CUSTOM_PRESET) {
    return { ...draft, preset: normalizeDateCode(code), dateFrom: undefined, dateTo: undefined };
  }
  const { dateFrom, dateTo } = resolveDraft(draft, ctx);
  return { ...draft, preset: CUSTOM_PRESET, dateFrom, dateTo };
}

export function chooseCustomRange(draft: PickerDraft, from: string, to: string): PickerDraft {
  const { dateFrom, dateTo } = orderRange({ dateFrom: from, dateTo: to });
  return { ...draft, preset: CUSTOM_PRESET, dateFrom, dateTo };
}

/**
 * Turning compare on with no compare preset chosen takes the remembered one if it is still allowed and
 * usable, else the preceding period of the selected dates (spec 2 §4).
 */
export function toggleCompare(
  draft: PickerDraft,
  on: boolean,
  ctx: DraftContext,
  remembered: ComparisonSettings | null,
): PickerDraft {
  if (!on) return { ...draft, compare: false };
  if (draft.comparePreset) return { ...draft, compare: true };
  const preset = rememberedPreset(remembered, ctx);
  if (preset === 'ccu' && remembered?.compareFrom && remembered.compareTo) {
    const { compareFrom, compareTo } = remembered;
    return { ...draft, compare: true, comparePreset: 'ccu', compareFrom, compareTo };
  }
  return { ...draft, compare: true, comparePreset: preset, compareFrom: undefined, compareTo: undefined };
}

function rememberedPreset(remembered: ComparisonSettings | null, ctx: DraftContext): ComparePreset {
  if (!remembered) return 'pp';
  if (remembered.comparePreset === 'py') return allowsYearRanges(ctx.retentionMonths) ? 'py' : 'pp';
  if (remembered.comparePreset === 'ccu') {
    const { compareFrom, compareTo } = remembered;
    const window = retentionWindow(ctx.today, ctx.retentionMonths);
    return compareFrom && compareTo && clampRange({ dateFrom: compareFrom, dateTo: compareTo }, window) ? 'ccu' : 'pp';
  }
  return 'pp';
}

/** Choosing Custom starts from the compare days on show. */
export function chooseComparePreset(draft: PickerDraft, preset: ComparePreset, ctx: DraftContext): PickerDraft {
  if (preset !== 'ccu') {
    return { ...draft, compare: true, comparePreset: preset, compareFrom: undefined, compareTo: undefined };
  }
  const shown = resolveDraft({ ...draft, compare: true }, ctx);
  return {
    ...draft,
    compare: true,
    comparePreset: 'ccu',
    compareFrom: shown.compareFrom ?? undefined,
    compareTo: shown.compareTo ?? undefined,
  };
}

export function chooseCustomCompare(draft: PickerDraft, from: string, to: string): PickerDraft {
  const ordered = orderRange({ dateFrom: from, dateTo: to });
  return { ...draft, compare: true, comparePreset: 'ccu', compareFrom: ordered.dateFrom, compareTo: ordered.dateTo };
}

/** The value handed to onChange: only the fields its presets use. */
export function valueFromDraft(draft: PickerDraft): DatePickerValue {
  const value: DatePickerValue = { preset: draft.preset, compare: draft.compare };
  if (draft.preset === CUSTOM_PRESET) Object.assign(value, { dateFrom: draft.dateFrom, dateTo: draft.dateTo });
  if (draft.compare && draft.comparePreset) {
    value.comparePreset = draft.comparePreset;
    if (draft.comparePreset === 'ccu') {
      Object.assign(value, { compareFrom: draft.compareFrom, compareTo: draft.compareTo });
    }
  }
  return value;
}

/** What the browser remembers of the comparison; null while no compare preset was ever chosen. */
export function comparisonFromDraft(draft: PickerDraft): ComparisonSettings | null {
  if (!draft.comparePreset) return null;
  const custom = draft.comparePreset === 'ccu' ? { compareFrom: draft.compareFrom, compareTo: draft.compareTo } : {};
  return { compare: draft.compare, comparePreset: draft.comparePreset, ...custom };
}
