import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPasswordReset } from '../../core/accounts/request-password-reset.ts';
import { resendVerificationEmail } from '../../core/accounts/resend-verification-email.ts';
import { resetPassword } from '../../core/accounts/reset-password.ts';
import { signIn } from '../../core/accounts/sign-in.ts';
import { signOut } from '../../core/accounts/sign-out.ts';
import { signUp } from '../../core/accounts/sign-up.ts';
import { verifyEmail } from '../../core/accounts/verify-email.ts';
import type { AppContext } from '../../core/app-context.ts';
import { linkPendingGoogleIdentity } from '../../core/auth/google/link-pending-google-identity.ts';
import {
  forgotPasswordInputSchema,
  okResponseSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signInMethodsSchema,
  signUpInputSchema,
  verifyEmailInputSchema,
} from '../../shared/schemas/auth.ts';
import { currentUserResponseSchema } from '../../shared/schemas/user.ts';
import { requireUser, toFetchHeaders } from '../plugins/session.ts';

const tags = ['accounts'];

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/methods',
      { schema: { tags, response: { 200: signInMethodsSchema } } },
      async () => ({ google: ctx.config.google !== undefined }),
    );

    app.post(
      '/api/auth/sign-up',
      { schema: { tags, body: signUpInputSchema, response: { 202: okResponseSchema } } },
      async (request, reply) => {
        // The same answer whether or not the address already has an account (decision 033).
        await signUp(ctx, { ...request.body, headers: toFetchHeaders(request), ip: request.ip });
        return reply.status(202).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/sign-in',
      { schema: { tags, body: signInInputSchema, response: { 200: currentUserResponseSchema } } },
      async (request, reply) => {
        const headers = toFetchHeaders(request);
        const result = await signIn(ctx, { ...request.body, headers, ip: request.ip });
        const { user } = result;
        const link = await linkPendingGoogleIdentity(ctx, {
          userId: user.id,
          email: user.email,
          headers,
        });
        return reply
          .header('set-cookie', [...result.setCookies, ...link.setCookies])
          .send({ user: result.user });
      },
    );

    app.post(
      '/api/auth/sign-out',
      { schema: { tags, response: { 204: z.null() } } },
      async (request, reply) => {
        const result = await signOut(ctx, { headers: toFetchHeaders(request) });
        return reply.status(204).header('set-cookie', result.setCookies).send(null);
      },
    );

    app.post(
      '/api/auth/forgot-password',
      { schema: { tags, body: forgotPasswordInputSchema, response: { 202: okResponseSchema } } },
      async (request, reply) => {
        await requestPasswordReset(ctx, { email: request.body.email, ip: request.ip });
        return reply.status(202).send({ ok: true });
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { tags, body: resetPasswordInputSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await resetPassword(ctx, {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
        });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { tags, body: verifyEmailInputSchema, response: { 200: okResponseSchema } } },
      async (request, reply) => {
        const result = await verifyEmail(ctx, {
          token: request.body.token,
          cookieHeader: request.headers.cookie,
          headers: toFetchHeaders(request),
        });
        if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/resend-verification',
      { schema: { tags, response: { 202: okResponseSchema } } },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request);
        await resendVerificationEmail(ctx, {
          userId: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          ip: request.ip,
        });
        return reply.status(202).send({ ok: true });
      },
    );
  };
