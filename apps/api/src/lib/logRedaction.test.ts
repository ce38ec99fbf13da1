import { describe, expect, it } from 'vitest';
import { redactUrl } from './logRedaction';

describe('redactUrl', () => {
  it('replaces secret query parameters and keeps the others', () => {
    expect(redactUrl('/api/x?ticket=abc&page=2&access_token=eyJ.x.y&newPassword=p%40ss')).toBe(
      '/api/x?ticket=[redacted]&page=2&access_token=[redacted]&newPassword=[redacted]',
    );
  });

  it('replaces path segments matched by a secret route parameter', () => {
    expect(redactUrl('/api/auth/reset-password/f00dcafe/validate', { hash: 'f00dcafe' })).toBe(
      '/api/auth/reset-password/[redacted]/validate',
    );
    expect(redactUrl('/api/customer/7/widgets', { customerId: '7' })).toBe('/api/customer/7/widgets');
  });
});
