/** One MIME message as nodemailer writes it: its headers and its text and HTML parts, decoded. */
export interface MimeMail {
  headers: Map<string, string>;
  text: string;
  html: string;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Reads a multipart/alternative message (or a single part) into its text and HTML. */
export function parseMime(raw: string): MimeMail {
  const { headers, body } = split(raw);
  const type = headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  const find = (kind: string) => {
    const part = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith(kind));
    return part ? decode(part.body, part.headers.get('content-transfer-encoding')) : '';
  };
  return { headers, text: find('text/plain'), html: find('text/html') };
}
