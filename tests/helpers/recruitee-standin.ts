import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Recruitee's Careers Site API on 127.0.0.1 (job-sources.md §1.6, §2.4): `GET /api/offers/{slug}`
 * answers `{ offer }` with its open questions, `POST /api/offers/{slug}/candidates` takes the
 * candidate as multipart (`candidate[name]`, `candidate[cv]` file,
 * `candidate[open_question_answers_attributes][i][…]`), 201 on success, 422 with the errors.
 * Offers by slug: `nurse-rn` (two questions, one required yes/no with options), `driver-cdl` (no
 * questions), `licence-number` (a required free-text question nobody's bank answers),
 * `server-error` (500 on POST), `closed` (404).
 */
export interface RecruiteeSubmission {
  slug: string;
  fields: Record<string, string[]>;
  files: { field: string; fileName: string; contentType: string; bytes: number; sha256: string }[];
}

const offers: Record<string, { id: number; open_questions: unknown[] }> = {
  'nurse-rn': {
    id: 2781634,
    open_questions: [
      {
        id: 501,
        body: 'Do you hold an active RN licence in Texas?',
        kind: 'boolean',
        required: true,
        position: 1,
        open_question_options: [],
      },
      {
        id: 502,
        body: 'Which shift do you prefer?',
        kind: 'single_choice',
        required: false,
        position: 2,
        open_question_options: [
          { id: 1, body: 'Days', position: 1 },
          { id: 2, body: 'Nights', position: 2 },
        ],
      },
    ],
  },
  'driver-cdl': { id: 2781635, open_questions: [] },
  'licence-number': {
    id: 2781636,
    open_questions: [
      {
        id: 601,
        body: 'What is your state licence number?',
        kind: 'string',
        required: true,
        position: 1,
      },
    ],
  },
  'server-error': { id: 2781637, open_questions: [] },
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request('http://standin/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return request.formData();
}

export async function startRecruiteeStandin() {
  const submissions: RecruiteeSubmission[] = [];
  const requests: { method: string; path: string }[] = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    requests.push({ method: req.method ?? 'GET', path });
    const offerMatch = /^\/api\/offers\/([^/]+)(\/candidates)?$/.exec(path);
    const slug = offerMatch?.[1] ?? '';
    // `driver-cdl-7`: the driver-cdl offer under its own slug, so a test tells postings apart.
    const offer = offers[slug] ?? offers[slug.replace(/-\d+$/, '')];
    if (!offerMatch || !offer) return send(res, 404, { error: ['Not found'] });
    if (!offerMatch[2] && req.method === 'GET')
      return send(res, 200, { offer: { ...offer, slug, title: slug, careers_url: `/o/${slug}` } });
    if (req.method !== 'POST') return send(res, 405, { error: ['Method not allowed'] });
    if (slug === 'server-error') return send(res, 500, { error: ['Internal server error'] });
    const form = await readForm(req);
    const fields: Record<string, string[]> = {};
    const files: RecruiteeSubmission['files'] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
      else {
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
    const errors: Record<string, string[]> = {};
    if (!fields['candidate[name]']?.[0]) errors.name = ["can't be blank"];
    if (!fields['candidate[email]']?.[0]?.includes('@')) errors.email = ['is invalid'];
    if (!files.some((file) => file.field === 'candidate[cv]')) errors.cv = ["can't be blank"];
    const answered = new Set(
      Object.entries(fields)
        .filter(([name]) => name.endsWith('[open_question_id]'))
        .flatMap(([, ids]) => ids),
    );
    for (const question of offer.open_questions as { id: number; required: boolean }[])
      if (question.required && !answered.has(String(question.id)))
        errors[`open_question_${question.id}`] = ["can't be blank"];
    if (Object.keys(errors).length > 0) return send(res, 422, { errors });
    submissions.push({ slug, fields, files });
    return send(res, 201, {
      candidate: { id: 9_000_000 + submissions.length, name: fields['candidate[name]']?.[0] },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    submissions,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
