import { PASSWORD_RESET_TTL_MINUTES } from '@shelfsight/contracts';
import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reset mail, as plain text and a minimal HTML part with the same words. */
export function resetMail(to: string, displayName: string, link: string): MailMessage {
  const lines = [
    `Hello ${displayName},`,
    '',
    'Someone asked to reset the password of your Shelfsight account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
    'If you did not ask for this, ignore this mail; your password stays as it is.',
  ];
  const html = lines
    .map((line) => (line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line)))
    .join('<br>\n');
  return { to, subject: 'Reset your Shelfsight password', text: lines.join('\n'), html };
}
