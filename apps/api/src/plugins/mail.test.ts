import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
});
