import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { mfaMessages } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../testing/fill';
import { ProfilePage } from './ProfilePage';

afterEach(() => localStorage.clear());

const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const render = () => renderWithProviders(<ProfilePage />, { preloadedState: { session: signedInSession() } });
const noDevices = () => json({ devices: [] });

describe('ProfilePage', () => {
  it('shows the user and sets up MFA: QR code, confirmation code, recovery codes once', async () => {
    let enabled = false;
    const server = fakeRoutes({
      'GET /api/auth/mfa': () =>
        json({ enabled, enabledAt: enabled ? '2024-01-05T10:00:00Z' : null, recoveryCodesLeft: enabled ? 10 : 0 }),
      'GET /api/auth/mfa/trusted-devices': noDevices,
      'POST /api/auth/mfa/enrolment': () =>
        json({ secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,AAAA' }),
      'POST /api/auth/mfa/enrolment/confirm': () => {
        enabled = true;
        return json({ recoveryCodes: codes });
      },
    });
    const { user } = render();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const confirm = server.requests.find((request) => request.url.endsWith('/enrolment/confirm'));
    expect(await confirm?.json()).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText(/on since Jan 5, 2024\. Recovery codes left: 10/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows a wrong confirmation code under the field', async () => {
    fakeRoutes({
      'GET /api/auth/mfa': () => json({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      'GET /api/auth/mfa/trusted-devices': noDevices,
      'POST /api/auth/mfa/enrolment': () =>
        json({ secret: 'S', otpauthUri: 'u', qrDataUrl: 'data:image/png;base64,AA' }),
      'POST /api/auth/mfa/enrolment/confirm': () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'x', fields: { code: mfaMessages.invalidCode } }, 400),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await fill(user, await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(mfaMessages.invalidCode)).toBeInTheDocument();
  });

  it('turns MFA off only when the server accepts the password', async () => {
    let enabled = true;
    const server = fakeRoutes({
      'GET /api/auth/mfa': () => json({ enabled, enabledAt: '2024-01-05T10:00:00Z', recoveryCodesLeft: 9 }),
      'GET /api/auth/mfa/trusted-devices': noDevices,
      'POST /api/auth/mfa/remove': async (request) => {
        const body = (await request.json()) as { password?: string };
        if (body.password !== 'right one') {
          return json(
            { statusCode: 400, error: 'Bad Request', message: 'x', fields: { password: mfaMessages.invalidPassword } },
            400,
          );
        }
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = render();
    await fill(user, await screen.findByLabelText('Or your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText(mfaMessages.invalidPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Or your password'));
    await fill(user, screen.getByLabelText('Or your password'), 'right one');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.endsWith('/remove'))).toHaveLength(2);
  });
});
