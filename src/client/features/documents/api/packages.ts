import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type PackageFile,
  packageListResponseSchema,
  packageResponseSchema,
  packageSummarySchema,
  type savePackageBodySchema,
  savePackageResponseSchema,
} from '../../../../shared/schemas/tailoring.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const packagesKey = ['packages'] as const;

/** How often a package being prepared is asked about again (decision 053). */
export const PREPARING_POLL_MS = 1000;

/** GET /api/app/packages[?jobId=]: every package, or the one(s) of a job. */
export const packageListQuery = (jobId?: string) =>
  queryOptions({
    queryKey: [...packagesKey, 'list', jobId ?? null],
    queryFn: () =>
      apiRequest(`/api/app/packages${jobId ? `?jobId=${encodeURIComponent(jobId)}` : ''}`, {
        schema: packageListResponseSchema,
      }),
    refetchInterval: (query) =>
      query.state.data?.packages.some((item) => item.status === 'preparing')
        ? PREPARING_POLL_MS
        : false,
  });

/** GET /api/app/packages/:id[?version=]; polls while the package is being prepared. */
export const packageQuery = (id: string, version?: number) =>
  queryOptions({
    queryKey: [...packagesKey, 'one', id, version ?? 'current'],
    queryFn: () =>
      apiRequest(
        `/api/app/packages/${encodeURIComponent(id)}${version ? `?version=${version}` : ''}`,
        { schema: packageResponseSchema },
      ),
    refetchInterval: (query) =>
      query.state.data?.package.status === 'preparing' ? PREPARING_POLL_MS : false,
  });

// The create and regenerate answers name the package; either wrapped or bare is read, so the
// editor does not depend on which of the two shapes the API settles on.
const summaryAnswer = z
  .union([z.object({ package: packageSummarySchema }), packageSummarySchema])
  .transform((answer) => ('package' in answer ? answer.package : answer));

/** POST /api/app/packages: prepares (or returns the existing) package for a job. */
export const createPackage = (jobId: string) =>
  apiRequest('/api/app/packages', { method: 'POST', body: { jobId }, schema: summaryAnswer });

/** POST /api/app/packages/:id/regenerate: a new version; earlier ones and their edits stay. */
export const regeneratePackage = (id: string) =>
  apiRequest(`/api/app/packages/${encodeURIComponent(id)}/regenerate`, {
    method: 'POST',
    schema: summaryAnswer,
  });

export type SavePackageBody = z.input<typeof savePackageBodySchema>;
export type SavePackageResponse = z.infer<typeof savePackageResponseSchema>;

/** PUT /api/app/packages/:id: the editor's autosave; the answer carries the truth-check warnings. */
export const savePackage = (id: string, body: SavePackageBody) =>
  apiRequest(`/api/app/packages/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: savePackageResponseSchema,
  });

/** A download's address; the server names the file (Content-Disposition). */
export const packageFileUrl = (id: string, file: PackageFile, version?: number) =>
  `/api/app/packages/${encodeURIComponent(id)}/files/${file}${version ? `?version=${version}` : ''}`;
