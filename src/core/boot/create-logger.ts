import pino, { type Logger } from 'pino';

/**
 * Structured logs that never hold passwords, tokens, cookies or personal answers: request logs
 * keep the method and the path without its query (reset and OAuth links carry secrets there),
 * and any field with a sensitive name is censored wherever it appears.
 */
export const redactedPaths = [
  'password',
  'confirmPassword',
  'token',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.email',
  '*.eeo',
];

export function createLogger(options: {
  level: string;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string; id?: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url?.split('?')[0],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination,
  );
}
