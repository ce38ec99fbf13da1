import { accessToolPaths, apiPaths, customerPaths, savedWidgetPaths } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { apiTarget } from './apiTarget';

describe('apiTarget', () => {
  it('makes a plain API path relative to the API root', () => {
    expect(apiTarget(apiPaths.currentUser)).toEqual({ url: 'auth/user' });
    expect(apiTarget(customerPaths.getAll)).toEqual({ url: 'customer/get-all' });
  });

  it('leaves the customer of a scoped path to the request when none is given', () => {
    expect(apiTarget(savedWidgetPaths.widgets)).toEqual({ url: 'widgets', customerScoped: true });
    expect(apiTarget(savedWidgetPaths.widgetCopy, { id: 42 })).toEqual({ url: 'widget/42/copy', customerScoped: true });
  });

  it('puts a given customer in the path', () => {
    expect(apiTarget(accessToolPaths.createDeepLink, { customerId: 9 })).toEqual({ url: 'customer/9/deep-link' });
  });

  it('encodes params and throws on a missing one', () => {
    expect(apiTarget(accessToolPaths.deepLink, { hashKey: 'a/b' })).toEqual({ url: 'deep-link/a%2Fb' });
    expect(() => apiTarget(savedWidgetPaths.widget, {} as never)).toThrow(':id');
  });

  it('refuses a path outside the API', () => {
    expect(() => apiTarget('/login/')).toThrow('/api/');
  });
});
