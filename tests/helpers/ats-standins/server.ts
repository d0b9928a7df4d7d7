import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ashbyDefinition, ashbyForm } from './ashby.ts';
import { type FormSpec, greenhouseForm } from './greenhouse.ts';
import { greenhouseDefinition } from './greenhouse-definition.ts';
import { greenhouseLegacyForm } from './greenhouse-legacy.ts';
import { leverForm } from './lever.ts';
import {
  CAPTCHA_SOLVED,
  confirmationPage,
  emailCodePage,
  escapeHtml,
  loginWall,
  malformedPage,
  type Variant,
  variants,
} from './page-parts.ts';
import { smartRecruitersForm } from './smartrecruiters.ts';
import { workableForm } from './workable.ts';

/**
 * Employers' hosted application forms on 127.0.0.1, one server for every ATS (tests never touch
 * the internet). Paths follow the live sites': /greenhouse/{token}/jobs/{id},
 * /greenhouse-legacy/{token}/jobs/{id}, /lever/{site}/{id}/apply, /ashby/{board}/{id}/application,
 * /workable/{account}/j/{shortcode}/apply, /smartrecruiters/{company}/{postingId};
 * `?variant=` picks a behaviour (page-parts.ts). Greenhouse's board API (/v1/boards/{token}/jobs/{id})
 * and Ashby's posting GraphQL (/api/non-user-graphql) publish the forms' definitions. Each accepted submission is recorded with its
 * fields and the SHA-256 of each file, so a test can prove what arrived, and how many times.
 */
export interface HostedSubmission {
  path: string;
  fields: Record<string, string>;
  files: { field: string; fileName: string; contentType: string; bytes: number; sha256: string }[];
}

type Builder = (company: string, variant: Variant) => { html: string; spec: FormSpec };
const routes: [RegExp, Builder][] = [
  [/^\/greenhouse\/([^/]+)\/jobs\/[^/]+$/, greenhouseForm],
  [/^\/greenhouse-legacy\/([^/]+)\/jobs\/[^/]+$/, greenhouseLegacyForm],
  [/^\/lever\/([^/]+)\/[^/]+\/apply$/, leverForm],
  [/^\/ashby\/([^/]+)\/[^/]+\/application$/, ashbyForm],
  [/^\/workable\/([^/]+)\/j\/[^/]+\/apply$/, workableForm],
  [/^\/smartrecruiters\/([^/]+)\/[^/]+$/, smartRecruitersForm],
];

const companyOf = (token: string) =>
  token.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

function send(
  res: ServerResponse,
  status: number,
  html: string,
  type = 'text/html; charset=utf-8',
) {
  res.writeHead(status, { 'content-type': type });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request('http://standin/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? 'application/octet-stream' },
    body: Buffer.concat(chunks),
  }).formData();
}

async function accept(req: IncomingMessage, path: string, spec: FormSpec, variant: Variant) {
  const form = await readForm(req);
  const fields: Record<string, string> = {};
  const files: HostedSubmission['files'] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string')
      fields[name] = fields[name] ? `${fields[name]}, ${value}` : value;
    else if (value.size > 0) {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({
        field: name,
        fileName: value.name,
        contentType: value.type,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
    }
  }
  const errors: string[] = [];
  for (const key of spec.required) {
    const given = spec.fileKeys.includes(key)
      ? files.some((f) => f.field === key)
      : Boolean(fields[key]?.trim());
    if (!given) errors.push(`${key} can't be blank`);
  }
  if (variant === 'captcha-recaptcha' && fields['g-recaptcha-response'] !== CAPTCHA_SOLVED)
    errors.push('Please verify that you are not a robot.');
  if (variant === 'reject-pdf' && files.some((f) => /\.pdf$/i.test(f.fileName)))
    errors.push('Resume/CV: the file must be a .doc or .docx file');
  return { submission: { path, fields, files }, errors };
}

/** The definitions the ATSs publish beside their forms: Greenhouse's board API, Ashby's GraphQL. */
async function publishedDefinition(req: IncomingMessage, url: URL, variant: Variant) {
  const board = /^\/v1\/boards\/([^/]+)\/jobs\/([^/]+)$/.exec(url.pathname);
  if (board && req.method === 'GET')
    return greenhouseDefinition(board[1] ?? '', board[2] ?? '', variant);
  if (url.pathname === '/api/non-user-graphql' && req.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    return ashbyDefinition(String(body.variables?.jobPostingId ?? ''));
  }
  return null;
}

export async function startAtsStandins() {
  const submissions: HostedSubmission[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const variantName = url.searchParams.get('variant') ?? 'plain';
    const variant = (variants as readonly string[]).includes(variantName)
      ? (variantName as Variant)
      : 'plain';
    const definition = await publishedDefinition(req, url, variant);
    if (definition) return send(res, 200, JSON.stringify(definition), 'application/json');
    const route = routes.find(([pattern]) => pattern.test(url.pathname));
    if (!route) return send(res, 404, '<h1>Not found</h1>');
    const [pattern, build] = route;
    const company = companyOf(pattern.exec(url.pathname)?.[1] ?? 'Employer');
    if (variant === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
    if (variant === 'server-error') return send(res, 500, '<h1>500 Internal Server Error</h1>');
    if (variant === 'malformed') return send(res, 200, malformedPage());
    if (variant === 'login-wall') return send(res, 200, loginWall(company));
    if (variant === 'email-code') return send(res, 200, emailCodePage(company));
    const { html, spec } = build(company, variant);
    if (req.method === 'GET') return send(res, 200, html);
    if (req.method !== 'POST') return send(res, 405, '<h1>Method not allowed</h1>');
    const { submission, errors } = await accept(req, url.pathname, spec, variant);
    if (errors.length > 0) {
      const banner = `<div id="error_messages" class="error" role="alert">${errors.map((e) => `<p>${escapeHtml(e)}</p>`).join('')}</div>`;
      return send(res, 422, html.replace('<body>', `<body>${banner}`));
    }
    submissions.push(submission);
    return send(res, 200, confirmationPage(company));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    submissions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
