import { describe, expect, it } from 'vitest';
import { dashboardGroupInputSchema, dashboardWidgetOverridesSchema, hexColorSchema } from './dashboardLayout';
import { dashboardInputSchema } from './dashboards';

describe('dashboard contracts', () => {
  it('takes colours of 3 or 6 hex digits with or without #, else Invalid HEX color.', () => {
    for (const colour of ['#fff', 'fff', '#1677ff', '1677FF'])
      expect(hexColorSchema.safeParse(colour).success).toBe(true);
    for (const colour of ['#ffff', 'blue', '#12345g', '']) {
      expect(hexColorSchema.safeParse(colour).error?.issues[0]?.message).toBe('Invalid HEX color.');
    }
  });

  it("answers 'Invalid payload' to overrides that change nothing or are not an object", () => {
    for (const body of [{}, undefined, null, 'x']) {
      expect(dashboardWidgetOverridesSchema.safeParse(body).error?.issues[0]?.message).toBe('Invalid payload');
    }
    expect(dashboardWidgetOverridesSchema.parse({ datePresetOverride: null })).toEqual({ datePresetOverride: null });
  });

  it("answers 'No widgetId provided' to a placed widget without one", () => {
    const parsed = dashboardGroupInputSchema.safeParse({ widgets: [{ rowIndex: 0 }] });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['widgets', 0, 'widgetId'],
      message: 'No widgetId provided',
    });
  });

  it('defaults the icon to presentation and swaps a reversed fixed range', () => {
    const parsed = dashboardInputSchema.parse({
      name: 'Shelf',
      fixedDateRange: { dateFrom: '2026-02-10', dateTo: '2026-02-01' },
    });
    expect(parsed).toMatchObject({
      icon: 'presentation',
      fixedDateRange: { dateFrom: '2026-02-01', dateTo: '2026-02-10' },
    });
  });
});

describe('dashboard settings', () => {
  it('refuses settings nested deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const parsed = dashboardInputSchema.safeParse({ name: 'Deep', settings: { deep } });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['settings'] });
    expect(dashboardInputSchema.parse({ name: 'Flat', settings: { a: { b: [1, 'x', null] } } }).settings).toEqual({
      a: { b: [1, 'x', null] },
    });
  });
});
