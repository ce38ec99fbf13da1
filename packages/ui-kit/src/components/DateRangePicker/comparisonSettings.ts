import { comparisonSettingsSchema, type ComparisonSettings } from '@shelfsight/contracts';
import { useCallback, useState } from 'react';

/**
 * Local storage key of the last comparison settings (spec 2 §9), written on Apply. It is cleared with the
 * rest of local storage on logout.
 */
export const COMPARISON_SETTINGS_KEY = 'dateComparisonSettings';

export type { ComparisonSettings };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): Store | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** Anything unreadable (another shape, broken JSON, no storage) counts as nothing remembered. */
export function readComparisonSettings(storage: Store | null = defaultStorage()): ComparisonSettings | null {
  const raw = storage?.getItem(COMPARISON_SETTINGS_KEY);
  if (!raw) return null;
  try {
    const parsed = comparisonSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeComparisonSettings(settings: ComparisonSettings, storage: Store | null = defaultStorage()) {
  try {
    storage?.setItem(COMPARISON_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // A full or blocked storage only costs the convenience of remembering.
  }
}

/** The remembered comparison settings and a setter that also stores them. */
export function useComparisonSettings(): [ComparisonSettings | null, (settings: ComparisonSettings) => void] {
  const [settings, setSettings] = useState(() => readComparisonSettings());
  const remember = useCallback((next: ComparisonSettings) => {
    writeComparisonSettings(next);
    setSettings(next);
  }, []);
  return [settings, remember];
}
