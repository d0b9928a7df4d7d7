import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { createPairingCode } from '../../core/extension/create-pairing-code.ts';
import { listExtensionDevices } from '../../core/extension/list-extension-devices.ts';
import { revokeExtensionDevice } from '../../core/extension/revoke-extension-device.ts';
import {
  extensionDeviceListSchema,
  pairingCodeResponseSchema,
} from '../../shared/schemas/extension.ts';

const tags = ['extension'];

/**
 * The Settings page's side of the browser extension (decision 064), inside the main app's gated
 * scope: a pairing code, the paired extensions, and unpairing one.
 */
export const extensionDeviceRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/extension/pairing-codes',
      {
        schema: {
          tags,
          summary: 'A one-time code (10 minutes) to pair the browser extension with',
          response: { 201: pairingCodeResponseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createPairingCode(ctx.db, { userId: userId(request) });
      },
    );

    app.get(
      '/extension/devices',
      {
        schema: {
          tags,
          summary: 'The browser extensions paired with your account',
          response: { 200: extensionDeviceListSchema },
        },
      },
      async (request) => ({
        devices: await listExtensionDevices(ctx.db, { userId: userId(request) }),
      }),
    );

    app.delete(
      '/extension/devices/:id',
      {
        schema: {
          tags,
          summary: 'Unpair an extension: its token is refused from now on',
          params: z.object({ id: z.string().min(1).max(100) }),
        },
      },
      async (request, reply) => {
        await revokeExtensionDevice(ctx.db, {
          userId: userId(request),
          deviceId: request.params.id,
        });
        return reply.code(204).send();
      },
    );
  };
