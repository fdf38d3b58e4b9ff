import { objectIdSchema, PLANS, SCOPES } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { EmulatorCore } from '../engine/core.ts';
import { HttpError } from '../engine/errors.ts';
import { requestOrigin } from '../families/webhooks/assets.ts';
import { CONTROL_DATE_RULE } from '../platform/control-dates.ts';
import type { ControlTarget } from './target.ts';

/**
 * The control API's bodies, built on their first use (the first control request or control method),
 * once per process: importing the emulator or creating one builds none of them.
 */
export function controlBodies() {
  bodies ??= buildControlBodies();
  return bodies;
}

let bodies: ReturnType<typeof buildControlBodies> | undefined;

function buildControlBodies() {
  /** `POST /_emulator/orgs` and `emulator.createOrg()`. */
  const orgBody = z.strictObject({
    name: z.optional(z.string().check(z.minLength(1, 'must not be empty (leave it out for "Organization")'))),
    plan: z.enum(PLANS, { message: `must be one of ${PLANS.join(', ')}` }),
    workspaces: z.optional(
      z
        .array(z.string().check(z.minLength(1, 'must not be empty: a workspace name')))
        .check(z.maxLength(50, 'must list at most 50 workspace names')),
    ),
  });
  /** `POST /_emulator/orgs/{orgId}/keys` and `emulator.createKey()`. */
  const keyBody = z.strictObject({
    scopes: z.optional(z.array(z.enum(SCOPES, { message: `must be one of ${SCOPES.join(', ')}` }))),
    workspaceIds: z.optional(
      z.array(z.string().check(z.regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hex id'))),
    ),
    userId: z.optional(z.string()),
    // Read by `createKey` (in process too), with the control API's one date parser.
    expiresAt: z.optional(z.string({ error: CONTROL_DATE_RULE })),
  });
  /** `POST /_emulator/reset` and `emulator.reset()`. */
  const resetBody = z.strictObject({
    seed: z.optional(z.enum(['empty', 'demo'], { message: 'must be empty or demo' })),
  });
  /** `advanceSeconds` of `POST /_emulator/clock` and `emulator.clock.advance()`. */
  const advanceSecondsSchema = z.number({ error: 'must be a number of seconds (negative moves it back)' });
  /** `emulator.clock.advance(advanceSeconds)`, read as the route reads it. */
  const advanceBody = z.object({ advanceSeconds: advanceSecondsSchema });
  const clockBody = z
    .strictObject({
      advanceSeconds: z.optional(advanceSecondsSchema),
      set: z.optional(z.string({ error: CONTROL_DATE_RULE })),
    })
    .check(
      z.refine((b) => (b.advanceSeconds !== undefined) !== (b.set !== undefined), {
        message: 'send advanceSeconds or set (one of them)',
      }),
    );
  /** Methods a request can have: a fault with any other could never strike. */
  const FAULT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  /** `POST /_emulator/faults` and `emulator.addFault()`. */
  const faultBody = z.strictObject({
    method: z.optional(
      z.string().check(
        z.refine((m) => FAULT_METHODS.includes(m.toUpperCase()), {
          message: `must be an HTTP method: ${FAULT_METHODS.join(', ')} (leave it out for any)`,
        }),
      ),
    ),
    // A fault that could never strike is refused rather than kept silently.
    path: z.string().check(
      z.refine((p) => p.startsWith('/'), {
        message: 'must start with / (a path prefix such as /api/v3.0/crm)',
        abort: true,
      }),
      z.refine((p) => !/[?#]/.test(p), {
        message: 'must not hold a query or a fragment: faults match the path only',
        abort: true,
      }),
      // Read as requests are, with runs of slashes collapsed (`//_emulator/x` is the control API too).
      z.refine((p) => !/^\/+_emulator(\/|$)/.test(p), {
        message:
          'cannot be under /_emulator: faults never strike the control API (so they can always be cleared)',
      }),
    ),
    // The answer carries the error envelope: statuses that cannot have a body (1xx, 204, 205, 304)
    // would answer differently through each door.
    status: z.int({ error: 'must be an integer from 200 to 599' }).check(
      z.gte(200, { message: 'must be 200 to 599 (an answer with a body)' }),
      z.lte(599, { message: 'must be 200 to 599 (an answer with a body)' }),
      z.refine((status) => status !== 204 && status !== 205 && status !== 304, {
        message: 'cannot be 204, 205 or 304: those answers have no body for the error envelope',
      }),
    ),
    errorCode: z.optional(
      z.string().check(
        z.refine((c) => c.trim() !== '', {
          message: "must not be empty (leave it out for the status's default code)",
          abort: true,
        }),
        z.maxLength(100, 'must be at most 100 characters'),
      ),
    ),
    times: z.optional(
      z.int({ error: 'must be a whole number of at least 1' }).check(z.gte(1, 'must be at least 1')),
    ),
    delayMs: z.optional(
      z
        .int({ error: 'must be a whole number of milliseconds, 0 to 60000' })
        .check(z.gte(0, 'must be 0 to 60000 milliseconds'), z.lte(60_000, 'must be 0 to 60000 milliseconds')),
    ),
  });
  /** `POST /_emulator/jobs` and `emulator.createJob()`. */
  const jobBody = z.strictObject({
    orgId: objectIdSchema,
    workspaceId: z.optional(objectIdSchema),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(200, 'must be at most 200 characters'),
      ),
    locationName: z.optional(z.nullable(z.string())),
    countryCode: z.optional(
      z.nullable(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'))),
    ),
    isRemote: z.optional(z.boolean()),
    language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 639-1 code'))),
  });
  /** `GET /_emulator/deliveries`. */
  const deliveriesQuery = z.object({ endpointId: z.optional(z.string()) });
  return { orgBody, keyBody, resetBody, advanceBody, clockBody, faultBody, jobBody, deliveriesQuery };
}

/**
 * `/_emulator/...`: the control API of the contract. No key; JSON in and out; every operation is a
 * method of the emulator instance, so in-process users and HTTP users share one implementation.
 */
export function registerControl(core: EmulatorCore, emu: ControlTarget): void {
  const { orgBody, keyBody, resetBody, clockBody, faultBody, jobBody, deliveriesQuery } = controlBodies();
  core.control({ method: 'GET', path: '/_emulator/health' }, () => ({ ok: true, version: emu.version }));
  core.control({ method: 'POST', path: '/_emulator/reset', body: resetBody }, async ({ body }) => {
    await emu.reset({ seed: body.seed ?? 'empty' });
    return { ok: true };
  });
  core.control({ method: 'POST', path: '/_emulator/orgs', body: orgBody, status: 201 }, ({ body }) =>
    emu.createOrg(body),
  );
  core.control(
    { method: 'POST', path: '/_emulator/orgs/{orgId}/keys', body: keyBody, status: 201 },
    ({ params, body }) => emu.createKey(params.orgId!, body),
  );
  core.control({ method: 'POST', path: '/_emulator/keys/{keyId}/revoke' }, ({ params }) =>
    emu.revokeKey(params.keyId!),
  );
  core.control({ method: 'GET', path: '/_emulator/clock' }, () => ({ now: emu.clock.now() }));
  core.control({ method: 'POST', path: '/_emulator/clock', body: clockBody }, async ({ body }) => ({
    now:
      body.set !== undefined
        ? await emu.clock.set(body.set)
        : await emu.clock.advance(body.advanceSeconds ?? 0),
  }));
  core.control({ method: 'POST', path: '/_emulator/faults', body: faultBody, status: 201 }, ({ body }) =>
    emu.addFault(body),
  );
  core.control({ method: 'DELETE', path: '/_emulator/faults' }, () => emu.clearFaults());
  core.control({ method: 'GET', path: '/_emulator/state' }, () => emu.exportState());
  core.control({ method: 'PUT', path: '/_emulator/state' }, async ({ body }) => {
    await emu.importState(body);
    return { ok: true };
  });
  core.control({ method: 'POST', path: '/_emulator/snapshot' }, async () => {
    const path = await emu.snapshot();
    if (!path) {
      throw new HttpError(
        'VALIDATION_ERROR',
        'No state file: start the emulator with --state FILE to take snapshots.',
        { status: 409, details: [] },
      );
    }
    return { path };
  });

  // Jobs and applications: what the application does, for the flows the API observes.
  core.control({ method: 'POST', path: '/_emulator/jobs', body: jobBody, status: 201 }, ({ body }) =>
    emu.createJob(body),
  );
  core.control({ method: 'POST', path: '/_emulator/jobs/{postId}/approve' }, ({ params }) =>
    emu.approveJob(params.postId ?? ''),
  );
  core.control({ method: 'POST', path: '/_emulator/applications', status: 201 }, ({ body, req }) => {
    const origin = requestOrigin(req);
    return emu.createApplication(body as never, origin ? { origin } : {});
  });

  // The search pools: candidates and public jobs beside the demo pools.
  core.control({ method: 'POST', path: '/_emulator/candidates', status: 201 }, ({ body }) =>
    emu.addCandidates(body as never[]),
  );
  core.control({ method: 'POST', path: '/_emulator/public-jobs', status: 201 }, ({ body }) =>
    emu.addPublicJobs(body as never[]),
  );

  // The webhook delivery engine.
  core.control({ method: 'POST', path: '/_emulator/webhooks/flush' }, () => emu.flushWebhooks());
  core.control({ method: 'GET', path: '/_emulator/deliveries', query: deliveriesQuery }, ({ query }) => ({
    items: emu.listDeliveries(query.endpointId ? { endpointId: query.endpointId } : {}),
  }));
  // Presigned resume files: no key, the signature is the credential.
  core.raw('GET', '/_emulator/files/{signed}', (_req, params) => emu.serveFile(params.signed ?? ''));
  core.requestLog.hidePathAfter('/_emulator/files/');
}
