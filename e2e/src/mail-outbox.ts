import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The outbox of the platform under test: $DATA_DIR/mail (no SMTP_URL in journeys). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through jest');
  return path.join(dataDir, 'mail');
}

export function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** A message as text: quoted-printable soft breaks and escapes undone, so links read whole. */
function readMessage(file: string): string {
  const raw = readFileSync(path.join(outboxDir(), file), 'utf8');
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a new message (not in `before`) to `to` that matches `pattern`; answers the match. */
export async function waitForMail(
  to: string,
  pattern: RegExp,
  before: readonly string[],
  timeoutMs = 15_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of outboxFiles()) {
      if (before.includes(file)) continue;
      const text = readMessage(file);
      const match = text.match(pattern);
      if (match && text.toLowerCase().includes(to.toLowerCase())) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

/** The newest outbox file to `to` whose text matches `pattern`. */
export function findMessageFile(to: string, pattern: RegExp): string | undefined {
  return outboxFiles()
    .sort()
    .reverse()
    .find((file) => {
      const text = readMessage(file);
      return pattern.test(text) && text.toLowerCase().includes(to.toLowerCase());
    });
}

/**
 * The bytes of a message's attachment named `filename` (base64, as nodemailer writes it), or
 * undefined when the message has none of that name.
 */
export function attachmentOf(file: string, filename: string): Buffer | undefined {
  const raw = readFileSync(path.join(outboxDir(), file), 'utf8');
  const parts = raw.split(/\n--[^\n]+\n/);
  const part = parts.find(
    (p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`),
  );
  if (!part) return undefined;
  const [headers, ...body] = part.split(/\n\n/);
  if (!/content-transfer-encoding:\s*base64/i.test(headers ?? '')) return undefined;
  return Buffer.from(
    body
      .join('\n\n')
      .replace(/--[^\n]*--\s*$/, '')
      .replace(/\s+/g, ''),
    'base64',
  );
}
