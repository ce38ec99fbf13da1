import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildPath, type PathParamNames } from './buildPath';
import { passwordResetPaths } from './passwordReset';
import { savedWidgetPaths } from './widgets';

describe('buildPath', () => {
  it('fills every placeholder with its value', () => {
    expect(buildPath(savedWidgetPaths.widgetCopy, { customerId: 3, id: 42 })).toBe('/api/customer/3/widget/42/copy');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(buildPath(savedWidgetPaths.widgets.replace(':customerId', '7'))).toBe('/api/customer/7/widgets');
    expect(buildPath('/api/health')).toBe('/api/health');
  });

  it('encodes the values, so a value cannot add segments or a query', () => {
    expect(buildPath(passwordResetPaths.validate, { hash: 'a/b?c d' })).toBe(
      '/api/auth/reset-password/a%2Fb%3Fc%20d/validate',
    );
  });

  it('throws on a missing or empty value instead of sending the placeholder', () => {
    expect(() => buildPath('/api/customer/:customerId/widget/:id' as string, { customerId: 1 } as never)).toThrow(
      ':id',
    );
    expect(() => buildPath(passwordResetPaths.reset, { hash: '' })).toThrow(':hash');
  });

  it('types the params after the placeholders', () => {
    expectTypeOf<PathParamNames<typeof savedWidgetPaths.widgetCopy>>().toEqualTypeOf<'customerId' | 'id'>();
    expectTypeOf<PathParamNames<'/api/health'>>().toEqualTypeOf<never>();
    // @ts-expect-error a path with placeholders needs its params
    expect(() => buildPath(savedWidgetPaths.widget)).toThrow();
  });
});
