import { PLANS, SCOPES } from '@platform-api/sdk/schemas';
import { z } from 'zod';
import type { Emulator } from '../emulator.ts';
import { parseOrThrow } from '../engine/context.ts';
import type { EmulatorCore } from '../engine/core.ts';
import { errorResponse, HttpError, json, validationError } from '../engine/errors.ts';
import type { EngineRequest, EngineResponse } from '../engine/types.ts';

const orgBody = z.strictObject({
  name: z.string().min(1).optional(),
  plan: z.enum(PLANS, { message: `must be one of ${PLANS.join(', ')}` }),
  workspaces: z.array(z.string().min(1)).max(50).optional(),
});
const keyBody = z.strictObject({
  scopes: z.array(z.enum(SCOPES, { message: `must be one of ${SCOPES.join(', ')}` })).optional(),
  workspaceIds: z.array(z.string().regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hex id')).optional(),
  userId: z.string().optional(),
  expiresAt: z.string().optional(),
});
const resetBody = z.strictObject({ seed: z.enum(['empty', 'demo']).optional() });
const clockBody = z
  .strictObject({ advanceSeconds: z.number().finite().optional(), set: z.string().optional() })
  .refine((b) => b.advanceSeconds !== undefined || b.set !== undefined, {
    message: 'send advanceSeconds or set',
  });
const faultBody = z.strictObject({
  method: z.string().optional(),
  path: z.string().min(1),
  status: z.number().int().min(100).max(599),
  errorCode: z.string().optional(),
  times: z.number().int().min(1).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

export function readJson(req: EngineRequest): unknown {
  if (!req.body || req.body.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(req.body));
  } catch {
    throw validationError('The request body is not valid JSON.', [
      { field: '(body)', message: 'must be a JSON document' },
    ]);
  }
}

type ControlHandler = (req: EngineRequest, params: string[]) => Promise<EngineResponse> | EngineResponse;

/**
 * `/_emulator/...`: the control API of the contract. No key; JSON in and out; every operation is a
 * method of the emulator instance, so in-process users and HTTP users share one implementation.
 */
export function registerControl(core: EmulatorCore, emu: Emulator): void {
  const routes: { method: string; pattern: RegExp; handler: ControlHandler }[] = [];
  const on = (method: string, pattern: RegExp, handler: ControlHandler) =>
    routes.push({ method, pattern, handler });

  on('GET', /^\/_emulator\/health$/, () => json(200, { ok: true, version: emu.version }));
  on('POST', /^\/_emulator\/reset$/, async (req) => {
    const body = parseOrThrow(resetBody, readJson(req), 'reset body');
    await emu.reset({ seed: body.seed ?? 'empty' });
    return json(200, { ok: true });
  });
  on('POST', /^\/_emulator\/orgs$/, async (req) =>
    json(201, await emu.createOrg(parseOrThrow(orgBody, readJson(req), 'org body'))),
  );
  on('POST', /^\/_emulator\/orgs\/([^/]+)\/keys$/, async (req, [orgId]) =>
    json(201, await emu.createKey(orgId!, parseOrThrow(keyBody, readJson(req), 'key body'))),
  );
  on('POST', /^\/_emulator\/keys\/([^/]+)\/revoke$/, async (_req, [keyId]) =>
    json(200, await emu.revokeKey(keyId!)),
  );
  on('GET', /^\/_emulator\/clock$/, () => json(200, { now: emu.clock.now() }));
  on('POST', /^\/_emulator\/clock$/, async (req) => {
    const body = parseOrThrow(clockBody, readJson(req), 'clock body');
    const now =
      body.set !== undefined
        ? await emu.clock.set(body.set)
        : await emu.clock.advance(body.advanceSeconds ?? 0);
    return json(200, { now });
  });
  on('POST', /^\/_emulator\/faults$/, (req) => {
    const body = parseOrThrow(faultBody, readJson(req), 'fault body');
    return json(201, emu.addFault(body));
  });
  on('DELETE', /^\/_emulator\/faults$/, () => json(200, emu.clearFaults()));
  on('GET', /^\/_emulator\/state$/, () => json(200, emu.exportState()));
  on('PUT', /^\/_emulator\/state$/, async (req) => {
    await emu.importState(readJson(req));
    return json(200, { ok: true });
  });
  on('POST', /^\/_emulator\/snapshot$/, async () => {
    const path = await emu.snapshot();
    if (!path) {
      throw new HttpError(
        409,
        'VALIDATION_ERROR',
        'No state file: start the emulator with --state FILE to take snapshots.',
        {
          details: [],
        },
      );
    }
    return json(200, { path });
  });

  for (const extra of emu.extraControlRoutes) on(extra.method, extra.pattern, extra.handler);

  core.rootRoute(
    '*',
    '/_emulator',
    async (req) => {
      try {
        for (const r of routes) {
          const m = r.pattern.exec(req.path);
          if (m && r.method === req.method) return await r.handler(req, m.slice(1).map(decodeURIComponent));
        }
        throw new HttpError(404, 'NOT_FOUND', `No control route for ${req.method} ${req.path}.`, {
          details: [],
        });
      } catch (err) {
        if (err instanceof HttpError) return errorResponse(err, req.path);
        const message = err instanceof Error ? err.message : String(err);
        return errorResponse(new HttpError(400, 'VALIDATION_ERROR', message, { details: [] }), req.path);
      }
    },
    false,
  );
}
