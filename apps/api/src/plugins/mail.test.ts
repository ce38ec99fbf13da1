import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEml } from '../test/eml';
import { createMailer } from './mail';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file into the outbox', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-mail-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir });
    const id = await mailer.send({ to: 'analyst@acme.test', subject: 'Reset your password', text: 'Follow the link.' });
    mailer.close();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: analyst@acme.test');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('Follow the link.');
    expect(eml).toContain(`Message-ID: ${id}`);
  });

  it('writes a plain-text and an HTML part, read back as sent', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-mail-'));
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir });
    const text = `Prices at Müller & Söhne: €19.99\n- ${'a long line '.repeat(10)}=end`;
    const html = '<p>Prices at M&uuml;ller &amp; S&ouml;hne: €19.99</p>';
    await mailer.send({ to: 'analyst@acme.test', subject: 'Preise für Müller', text, html });
    mailer.close();
    const [file] = await readdir(outboxDir);
    const mail = await parseEml(await readFile(path.join(outboxDir, file ?? ''), 'utf8'));
    expect(mail.subject).toBe('Preise für Müller');
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
  });
});
