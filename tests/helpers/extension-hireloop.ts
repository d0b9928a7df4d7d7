// TEMPORARY fake of the server side of the extension contract, until the real routes land on main.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { documentFiles } from './applicant.ts';

export async function startHireloopForExtension(applyUrls: string[]) {
  const files = documentFiles().map((f) => ({
    role: f.role,
    fileName: f.fileName,
    contentType: f.contentType,
    bytes: f.content.length,
    sha256: createHash('sha256').update(f.content).digest('hex'),
    base64: f.content.toString('base64'),
  }));
  const apps = applyUrls.map((url, i) => ({
    id: `app-${i}`,
    url,
    state: 'needs_you',
    receipt: null as unknown,
  }));
  const saved: unknown[] = [];
  const email = 'ana@example.test';
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    res.setHeader('access-control-allow-methods', 'GET, POST');
    if (req.method === 'OPTIONS') return res.end();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (url.pathname === '/api/extension/v1/pair')
      return body.code === 'ABCD2345'
        ? json(200, { token: 'hlx_x', deviceId: 'd', email })
        : json(400, { message: 'no' });
    if (req.headers.authorization !== 'Bearer hlx_x') return json(401, {});
    const ext = (a: (typeof apps)[number]) => ({
      id: a.id,
      jobTitle: 'Registered Nurse',
      company: 'St Davids',
      applyUrl: a.url,
      state: a.state,
      fillable: true,
      notFillableReason: null,
    });
    if (url.pathname === '/api/extension/v1/lookup') {
      const page = new URL(url.searchParams.get('url') ?? '');
      const found = apps.find((a) => {
        const u = new URL(a.url);
        return u.host === page.host && u.pathname === page.pathname;
      });
      return json(200, { application: found ? ext(found) : null, open: apps.map(ext), jobs: [] });
    }
    const m = /\/applications\/([^/]+)\/(plan|answers|receipt)$/.exec(url.pathname);
    const app = apps.find((a) => a.id === m?.[1]);
    if (!m || !app) return json(404, {});
    if (m[2] === 'plan') {
      const fields = body.fields as {
        key: string;
        label: string;
        options: string[];
        type: string;
        required: boolean;
      }[];
      const facts: Record<string, string> = {
        first_name: 'Ana',
        last_name: 'Lopez',
        email,
        phone: '+1 512 555 0100',
        question_30002: 'Yes',
        question_30003: 'No',
      };
      const answers = [];
      const unanswered = [];
      for (const f of fields) {
        const file = f.key === 'resume' ? files[0] : f.key === 'cover_letter' ? files[1] : null;
        if (file)
          answers.push({
            key: f.key,
            value: {
              kind: 'file',
              fileName: file.fileName,
              contentType: file.contentType,
              base64: file.base64,
            },
            sent: {
              key: f.key,
              label: f.label,
              value: file.fileName,
              sensitive: false,
              source: 'Tailored',
            },
          });
        else if (facts[f.key])
          answers.push({
            key: f.key,
            value: f.options.length
              ? { kind: 'choice', options: [facts[f.key]] }
              : { kind: 'text', text: facts[f.key] },
            sent: {
              key: f.key,
              label: f.label,
              value: facts[f.key],
              sensitive: false,
              source: 'Profile',
            },
          });
        else if (f.required)
          unanswered.push({
            key: f.key,
            label: f.label,
            type: f.type === 'combobox' ? 'select' : 'text',
            options: f.options,
            required: true,
          });
      }
      return json(200, { answers, unanswered, files: files.map(({ base64, ...f }) => f) });
    }
    if (m[2] === 'answers') {
      saved.push(...body.answers);
      return json(200, {});
    }
    app.receipt = body;
    app.state = 'submitted';
    return json(200, { state: 'submitted' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    email,
    pairingCode: async () => 'ABCD-2345',
    application: async (i: number) => ({ state: apps[i]?.state }),
    receipt: async (i: number) => {
      const r = apps[i]?.receipt as {
        fields: { key: string; value: string }[];
        files: { sha256: string }[];
        confirmationText: string;
        captures: Record<string, { base64: string }>;
      };
      return {
        ...r,
        artifacts: Object.keys(r.captures).map((name) => ({ name })),
      };
    },
    answerBank: async () => ({
      entries: (saved as { key: string; question: string; value: string }[]).map((a) => ({
        key: a.key,
        question: a.question,
        answer: a.value,
      })),
    }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
