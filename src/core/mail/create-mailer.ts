import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the digest, decision 066). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a message handed over twice is recognisably one message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: `smtp` through SMTP_URL, or `outbox` files under DATA_DIR. */
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Mail goes through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * to the local outbox (DATA_DIR/outbox), which README shows how to read. Both paths build the
 * message with nodemailer, so the outbox file is exactly what SMTP would have carried.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'outbox',
    async send(message) {
      const built = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(options.outboxDir, name), built.message as Buffer, { mode: 0o600 });
    },
  };
}
