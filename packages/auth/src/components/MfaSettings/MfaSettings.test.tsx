import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MfaSettings } from './MfaSettings';

const session = { preloadedState: { session: signedInSession() } };
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Shelfsight:pm@acme.test?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('MfaSettings', () => {
  it('sets up two-step verification and shows the recovery codes once', async () => {
    const server = fakeRoutes({
      'GET /api/auth/mfa': () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      'POST /api/auth/mfa/enrolment': () => json(enrolment),
      'POST /api/auth/mfa/enrolment/confirm': () => json({ recoveryCodes: ['k7q2-9xwd', 'm3rt-8hzp'] }),
    });
    const { user } = renderWithProviders(<MfaSettings />, session);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['k7q2-9xwd', 'm3rt-8hzp']);
    expect(server.calls.find((call) => call.path === '/api/auth/mfa/enrolment/confirm')?.body).toEqual({
      code: '482913',
    });
  });

  it('keeps the set-up open with the server’s message when the code is wrong', async () => {
    fakeRoutes({
      'GET /api/auth/mfa': () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      'POST /api/auth/mfa/enrolment': () => json(enrolment),
      'POST /api/auth/mfa/enrolment/confirm': () =>
        json({ message: 'Invalid input', fields: { code: 'This code is not valid.' } }, 400),
    });
    const { user } = renderWithProviders(<MfaSettings />, session);
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows since when it is on and how to turn it off', async () => {
    fakeRoutes({
      'GET /api/auth/mfa': () => json({ enabled: true, enabledAt: '2024-02-14T09:30:00Z', recoveryCodesLeft: 8 }),
    });
    renderWithProviders(<MfaSettings />, session);
    expect(
      await screen.findByText('Two-step verification is on since Feb 14, 2024. Recovery codes left: 8.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-step verification' })).toBeInTheDocument();
  });
});
