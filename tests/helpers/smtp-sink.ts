import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A received message, read just enough for tests: recipient, subject and the decoded text. */
export interface ReceivedMail {
  to: string | undefined;
  subject: string | undefined;
  text: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Envelope recipients the sink was given, in order. */
  recipients: string[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Parses what nodemailer writes: one text part, 7bit, quoted-printable or base64. */
export function parseMail(raw: string): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: headers.get('to'), subject: headers.get('subject'), text, raw };
}

/** The first `?token=` link in a message, and its token. */
export function linkIn(mail: ReceivedMail | undefined): { url: URL; token: string } {
  if (!mail) throw new Error('no message');
  const match = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in message:\n${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token') ?? '' };
}

/** Every message in the file outbox (DATA_DIR/outbox), oldest first. */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseMail(await readFile(join(dir, name), 'utf8'))));
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `rejectRecipients` makes it
 * answer RCPT TO with a 550, as a server does for a mailbox it does not know.
 */
export async function startSmtpSink(
  options: { rejectRecipients?: boolean } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of 127.0.0.1 would wait for a resolver the test machine may not have.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      if (!options.rejectRecipients) return callback();
      const refusal = Object.assign(new Error(`Mailbox <${address.address}> unavailable`), {
        responseCode: 550,
      });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true;
            server.close(() => resolve());
          }),
  };
}
