import { datePickerValueSchema, type DatePickerValue } from '@shelfsight/contracts';

/** The address keys of the days chosen on a dashboard's view, so that a copied link reproduces them. */
const KEYS = ['datePreset', 'dateFrom', 'dateTo', 'compare', 'comparePreset', 'compareFrom', 'compareTo'] as const;

/** The days a view's address names, null when it names none (or names them wrongly: the saved dates apply). */
export function pickerValueFromSearch(search: URLSearchParams): DatePickerValue | null {
  const preset = search.get('datePreset');
  if (!preset) return null;
  const read = (key: (typeof KEYS)[number]) => search.get(key) ?? undefined;
  const parsed = datePickerValueSchema.safeParse({
    preset,
    dateFrom: read('dateFrom'),
    dateTo: read('dateTo'),
    compare: search.get('compare') === '1',
    comparePreset: read('comparePreset'),
    compareFrom: read('compareFrom'),
    compareTo: read('compareTo'),
  });
  return parsed.success ? (parsed.data as DatePickerValue) : null;
}

/** The address with the days of `value` in place of any named before; other keys (the id) stay. */
export function searchWithPickerValue(search: URLSearchParams, value: DatePickerValue): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of KEYS) next.delete(key);
  next.set('datePreset', value.preset);
  if (value.dateFrom && value.dateTo) {
    next.set('dateFrom', value.dateFrom);
    next.set('dateTo', value.dateTo);
  }
  if (value.compare) {
    next.set('compare', '1');
    if (value.comparePreset) next.set('comparePreset', value.comparePreset);
    if (value.compareFrom && value.compareTo) {
      next.set('compareFrom', value.compareFrom);
      next.set('compareTo', value.compareTo);
    }
  }
  return next;
}
