import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPARISON_SETTINGS_KEY,
  readComparisonSettings,
  useComparisonSettings,
  writeComparisonSettings,
} from './comparisonSettings';

afterEach(() => localStorage.clear());

describe('comparison settings', () => {
  it('round-trips through local storage under its key', () => {
    writeComparisonSettings({ compare: true, comparePreset: 'py' });
    expect(JSON.parse(localStorage.getItem(COMPARISON_SETTINGS_KEY) ?? 'null')).toEqual({
      compare: true,
      comparePreset: 'py',
    });
    expect(readComparisonSettings()).toEqual({ compare: true, comparePreset: 'py' });
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(COMPARISON_SETTINGS_KEY, '{not json');
    expect(readComparisonSettings()).toBeNull();
    localStorage.setItem(COMPARISON_SETTINGS_KEY, JSON.stringify({ compare: true, comparePreset: 'yoy' }));
    expect(readComparisonSettings()).toBeNull();
    expect(readComparisonSettings(null)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeComparisonSettings({ compare: false, comparePreset: 'pp' }, full)).not.toThrow();
  });

  it('gives the remembered settings to the hook and stores new ones', () => {
    writeComparisonSettings({ compare: false, comparePreset: 'pp' });
    const { result } = renderHook(() => useComparisonSettings());
    expect(result.current[0]).toEqual({ compare: false, comparePreset: 'pp' });
    act(() =>
      result.current[1]({ compare: true, comparePreset: 'ccu', compareFrom: '2026-10-01', compareTo: '2026-10-07' }),
    );
    expect(result.current[0]).toMatchObject({ comparePreset: 'ccu' });
    expect(readComparisonSettings()).toMatchObject({ comparePreset: 'ccu', compareFrom: '2026-10-01' });
  });
});
