import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { unsubscribeByLink } from '../../core/digest/unsubscribe-by-link.ts';
import { useFeedbackLink } from '../../core/digest/use-feedback-link.ts';
import { digestLinkQuerySchema } from '../../shared/schemas/digest.ts';

const tags = ['digest'];
const page = z.string().describe('A small HTML page saying what happened');
// 400 is left out: a validation failure answers it in the app's JSON error shape, and a refused
// token answers it with a page, so no one schema describes it.
const pages = { 200: page, 409: page, 410: page };

/** The pages are fixed text; the token is put in only as an attribute of the unsubscribe form. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Hireloop</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const refused = {
  invalid: [
    400,
    'This link does not work',
    '<p>It may have been cut or changed. Open Hireloop to do this from the app.</p>',
  ],
  expired: [
    410,
    'This link has expired',
    '<p>Links in the digest work for 7 days. Open Hireloop to do this from the app.</p>',
  ],
} as const;

function sendRefused(reply: FastifyReply, why: keyof typeof refused) {
  const [status, title, body] = refused[why];
  return sendPage(reply, status, title, body);
}

/**
 * The digest's signed links (decision 066), open to everyone: the signed token is the only
 * authority, so no session is read. Like and dislike act on GET (one click from the mail) and
 * only once; unsubscribe acts on POST only (RFC 8058), and its GET shows the button that posts.
 */
export const digestLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: the mail provider posts `List-Unsubscribe=One-Click` as a form; its content says
    // nothing the token does not, so it is read and ignored.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, done) =>
        done(null, undefined),
      );

    app.get(
      '/api/digest/feedback',
      {
        schema: {
          tags,
          summary: 'One-click like or dislike from the e-mail digest (signed link, once)',
          querystring: digestLinkQuerySchema,
          response: pages,
        },
      },
      async (request, reply) => {
        const result = await useFeedbackLink(ctx.db, {
          secret: ctx.config.authSecret,
          token: request.query.token,
          now: new Date(),
        });
        if (result.status === 'recorded')
          return result.action === 'like'
            ? sendPage(
                reply,
                200,
                'Thanks — we’ll show more like this',
                '<p>Your next matches take it into account.</p>',
              )
            : sendPage(
                reply,
                200,
                'Thanks — we’ll show fewer like this',
                '<p>Your next matches take it into account.</p>',
              );
        if (result.status === 'used')
          return sendPage(
            reply,
            409,
            'This link was already used',
            '<p>Your answer was recorded the first time.</p>',
          );
        return sendRefused(reply, result.status);
      },
    );

    app.get(
      '/api/digest/unsubscribe',
      {
        schema: {
          tags,
          summary: 'The page behind the digest’s unsubscribe link: a button that posts',
          querystring: digestLinkQuerySchema,
          response: { 200: page },
        },
      },
      async (request, reply) => {
        const action = `/api/digest/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return sendPage(
          reply,
          200,
          'Stop the e-mail digest?',
          `<form method="post" action="${escapeAttribute(action)}"><button type="submit">Unsubscribe</button></form>`,
        );
      },
    );

    app.post(
      '/api/digest/unsubscribe',
      {
        schema: {
          tags,
          summary: 'One-click unsubscribe from the digest (RFC 8058; signed link)',
          querystring: digestLinkQuerySchema,
          response: pages,
        },
      },
      async (request, reply) => {
        const result = await unsubscribeByLink(ctx.db, {
          secret: ctx.config.authSecret,
          token: request.query.token,
          now: new Date(),
        });
        if (result.status === 'unsubscribed')
          return sendPage(
            reply,
            200,
            'You are unsubscribed',
            '<p>No more digests will come. You can turn them on again in Settings.</p>',
          );
        return sendRefused(reply, result.status);
      },
    );
  };
