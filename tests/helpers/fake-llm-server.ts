import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A language-model provider on 127.0.0.1 speaking the real HTTP protocols the AI SDK's providers
 * use (decision 054): OpenAI chat completions (`POST /v1/chat/completions`, structured output
 * as `response_format: json_schema`, answer in `choices[0].message.content`) and Anthropic
 * messages (`POST /v1/messages`, structured output as `output_config.format` answered in a text
 * block, or as the forced `json` tool answered in a `tool_use` block). Each request takes the next
 * scripted behaviour; with none left it answers faithfully. Every request is recorded.
 */

/** What the model "writes": the structured object, given the user prompt it was sent. */
export type Writer = (prompt: string) => unknown;

export type Behaviour =
  | { kind: 'answer'; write: Writer }
  /** Text that is not the JSON asked for (or, in Anthropic's tool mode, input of the wrong shape). */
  | { kind: 'malformed' }
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Answers faithfully after this long (the client should have given up). */
  | { kind: 'slow'; delayMs: number };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  body: Record<string, unknown>;
  at: number;
}

export interface FakeLlmServer {
  /** e.g. `http://127.0.0.1:PORT/v1`, as LLM_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests, in order. */
  script(...behaviours: Behaviour[]): void;
  /** What a request with no scripted behaviour gets. */
  faithful: Writer;
  close(): Promise<void>;
}

/** The draft lines the prompt carries between these markers, as JSON (see build-model-prompt). */
export function linesInPrompt(prompt: string): { id: string; text: string }[] {
  const match = /<lines>\s*([\s\S]*?)\s*<\/lines>/.exec(prompt);
  if (!match?.[1]) return [];
  return JSON.parse(match[1]) as { id: string; text: string }[];
}

const neutralSwaps: [RegExp, string][] = [
  [/\bManaged\b/g, 'Oversaw'],
  [/\bProvided\b/g, 'Delivered'],
  [/\bResponsible for\b/g, 'Handled'],
  [/\bworked\b/g, 'served'],
  [/\blooking for\b/g, 'seeking'],
  [/\bexcited\b/g, 'eager'],
];

/** A faithful rephrase: neutral words swapped, so every line changes and no fact is added. */
export function rephraseLine(text: string): string {
  const swapped = neutralSwaps.reduce((line, [from, to]) => line.replace(from, to), text);
  if (swapped !== text) return swapped;
  return text.endsWith('.') ? text.slice(0, -1) : `${text}.`;
}

export const rephrase: Writer = (prompt) => ({
  lines: linesInPrompt(prompt).map((line) => ({ id: line.id, text: rephraseLine(line.text) })),
});

/** The faithful rephrase, with one line (the nth, default first) replaced by `invented`. */
export const inventing =
  (invented: (original: string) => string, nth = 0): Writer =>
  (prompt) => {
    const lines = linesInPrompt(prompt);
    return {
      lines: lines.map((line, index) => ({
        id: line.id,
        text: index === nth ? invented(line.text) : rephraseLine(line.text),
      })),
    };
  };

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function userPrompt(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const user = messages.filter((message) => message.role === 'user').at(-1);
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  return (user.content as { type: string; text?: string }[])
    .map((part) => part.text ?? '')
    .join('');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function errorBody(anthropic: boolean, status: number) {
  const type = status === 429 ? 'rate_limit_error' : 'api_error';
  const message = status === 429 ? 'Rate limit reached' : 'Internal server error';
  return anthropic
    ? { type: 'error', error: { type, message } }
    : { error: { message, type, code: null } };
}

function answer(
  res: ServerResponse,
  request: RecordedRequest,
  output: unknown,
  malformed: boolean,
) {
  const anthropic = request.path.endsWith('/messages');
  const model = String(request.body.model);
  const inputTokens = tokens(request.raw);
  if (!anthropic) {
    const content = malformed
      ? '{"lines": [{"id": "s-1", "text": "Caring for'
      : JSON.stringify(output);
    sendJson(res, 200, {
      id: `chatcmpl-${randomBytes(6).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: inputTokens,
        completion_tokens: tokens(content),
        total_tokens: inputTokens + tokens(content),
      },
    });
    return;
  }
  const tools = (request.body.tools ?? []) as { name: string }[];
  const toolMode = tools.some((tool) => tool.name === 'json');
  const text = malformed ? 'Here is your resume: {"lines": [' : JSON.stringify(output);
  const content = toolMode
    ? [
        {
          type: 'tool_use',
          id: `toolu_${randomBytes(6).toString('hex')}`,
          name: 'json',
          input: malformed ? { resume: 'rewritten' } : output,
        },
      ]
    : [{ type: 'text', text }];
  sendJson(res, 200, {
    id: `msg_${randomBytes(6).toString('hex')}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: toolMode ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: inputTokens, output_tokens: tokens(JSON.stringify(content)) },
  });
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: Behaviour[] = [];
  const requests: RecordedRequest[] = [];
  const fake = { faithful: rephrase } as FakeLlmServer;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      const known = path === '/v1/chat/completions' || path === '/v1/messages';
      if (req.method !== 'POST' || !known) return sendJson(res, 404, { error: 'not found' });
      const request: RecordedRequest = {
        path,
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as Record<string, unknown>,
        at: Date.now(),
      };
      requests.push(request);
      const anthropic = path === '/v1/messages';
      const behaviour = queue.shift() ?? { kind: 'answer', write: fake.faithful };
      const prompt = userPrompt(request.body);
      switch (behaviour.kind) {
        case 'answer':
          return answer(res, request, behaviour.write(prompt), false);
        case 'malformed':
          return answer(res, request, null, true);
        case 'status':
          return sendJson(
            res,
            behaviour.status,
            errorBody(anthropic, behaviour.status),
            behaviour.retryAfter ? { 'retry-after': behaviour.retryAfter } : {},
          );
        case 'slow': {
          const timer = setTimeout(
            () => answer(res, request, fake.faithful(prompt), false),
            behaviour.delayMs,
          );
          res.on('close', () => clearTimeout(timer));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours: Behaviour[]) => {
      queue.push(...behaviours);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
