import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Shelfsight';
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

export async function qrDataUrl(uri: string): Promise<string> {
  // Loaded on first use: only enrolment draws a QR code.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/**
 * Checks a code with one period of clock drift either way and answers the time step it matched,
 * or null. Codes at or before `afterTimeStep` are refused, so a code cannot be replayed.
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD_SECONDS) + result.delta;
}
