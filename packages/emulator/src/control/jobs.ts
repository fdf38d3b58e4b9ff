import { objectIdSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod';
import type { ControlRoute, Emulator } from '../emulator.ts';
import { parseOrThrow } from '../engine/context.ts';
import { json } from '../engine/errors.ts';
import { readJson } from './index.ts';

const jobBody = z.strictObject({
  orgId: objectIdSchema,
  workspaceId: objectIdSchema.optional(),
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  locationName: z.string().nullable().optional(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
    .nullable()
    .optional(),
  isRemote: z.boolean().optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 639-1 code')
    .optional(),
});

/** `POST /_emulator/jobs`: a published job with its own pipeline, as if approved in the application. */
export function jobControlRoutes(emu: Emulator): ControlRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/_emulator\/jobs$/,
      handler: async (req) =>
        json(201, await emu.createJob(parseOrThrow(jobBody, readJson(req), 'job body'))),
    },
  ];
}
