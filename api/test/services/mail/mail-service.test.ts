import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailService } from '../../../src/services/mail/mail-service';
import { accountCreatedEmail, passwordResetEmail } from '../../../src/services/mail/templates';

describe('mail service', () => {
  it('writes each message as an .eml file under $DATA_DIR/mail without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
    try {
      const mail = createMailService({
        smtpUrl: undefined,
        from: 'Plateforme <no-reply@exemple.fr>',
        dataDir,
      });
      await mail.send(
        passwordResetEmail({
          to: 'marie@exemple.fr',
          fullName: 'Marie',
          link: 'http://localhost:3000/reset-password?token=abc',
          validityHours: 1,
        }),
      );
      const files = readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toContain('To: marie@exemple.fr');
      expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation/);
      expect(eml).toContain('reset-password?token=3Dabc');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sends through SMTP when SMTP_URL is set (a real round trip on 127.0.0.1)', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const mail = createMailService({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@exemple.fr',
        dataDir: os.tmpdir(),
      });
      await mail.send(
        accountCreatedEmail({
          to: 'nadia@exemple.fr',
          fullName: 'Nadia',
          roleLabel: "Gérant d'association",
          loginUrl: 'http://localhost:3000/login',
        }),
      );
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: nadia@exemple.fr');
      expect(received[0]).toContain('Content-Type: text/html');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes French templates with escaped HTML', () => {
    const message = accountCreatedEmail({
      to: 'a@b.fr',
      fullName: '<Zoé>',
      roleLabel: 'Donateur',
      loginUrl: 'http://x/login',
      setPasswordLink: 'http://x/reset-password?token=t',
    });
    expect(message.subject).toBe('Votre compte a été créé');
    expect(message.text).toContain('Bonjour <Zoé>,');
    expect(message.html).toContain('Bonjour &lt;Zoé&gt;,');
    expect(message.html).toContain('Choisir mon mot de passe');
  });
});
