import type { AnyOperation } from '@platform-api/sdk/operations';
import type { Auth } from './auth.ts';
import type { VirtualClock } from './clock.ts';
import { parseOrThrow, RequestContext } from './context.ts';
import { timingSafeEqual } from './crypto.ts';
import { HttpError, json, jsonText } from './errors.ts';
import type { Faults } from './faults.ts';
import { parseBody, parseParams, queryObject, readJson, requireJsonContentType } from './inputs.ts';
import { burstWindow, type DailySlot, dailyCounter, type QuotaTracker, usageWindow } from './quotas.ts';
import { JsonText, Reply } from './reply.ts';
import { requestSignal } from './request.ts';
import type { ApiRoute, ControlInput, ControlRoute, OperationInput } from './routes.ts';
import type { EngineRequest, EngineResponse } from './types.ts';

/** What the request chain reads of the engine (the engine itself). */
export interface ChainParts {
  readonly auth: Auth;
  readonly quotas: QuotaTracker;
  readonly faults: Faults;
  readonly clock: VirtualClock;
}

/**
 * The request chain of an operation, after the faults, the per-IP backstop and the route: key,
 * organization, plan and scope, workspace, daily quota and burst, inputs through the operation's
 * schemas, idempotency, the handler, the answer. A failed call gives its quota slot back.
 */
export async function runOperation(
  engine: ChainParts,
  req: EngineRequest,
  route: ApiRoute,
  rawParams: Record<string, string>,
): Promise<EngineResponse> {
  const { op } = route;
  const family = op.family;
  const limits = engine.quotas.config[family];
  if (op.auth === 'none') {
    // A public document (the job-search OpenAPI contract): no key, nothing spent.
    const input = { params: parseParams(op, rawParams), query: undefined, body: undefined };
    return toEngineResponse(
      op,
      await route.handler(undefined as never, input as OperationInput<AnyOperation>),
    );
  }
  const key = engine.auth.authenticate(req);
  req.keyId = key.id;
  const org = engine.auth.authorize(key, family, op.scope);
  // An operation that takes no workspace (job-search) ignores a `workspaceId` query.
  const workspaceId =
    op.workspace === 'none' ? '' : engine.auth.resolveWorkspace(req, key, op.workspace === 'required');

  let slot: DailySlot | null = null;
  if (op.metering === 'usage') {
    engine.quotas.hitMinute(
      usageWindow(family, key.id),
      limits.usagePerMinute,
      'Usage polling is limited per key',
    );
  } else if (op.metering === 'metered') {
    const acquired = engine.quotas.acquireDaily(
      dailyCounter(family, org.id),
      limits.daily,
      `Daily ${family} quota of this organization`,
    );
    // Awaited only when the call must wait for a held slot: no tick on the usual path.
    slot = acquired instanceof Promise ? await acquired : acquired;
    try {
      engine.quotas.hitMinute(
        burstWindow(family, org.id),
        limits.burstPerMinute,
        `Burst limit of this organization's ${family} calls`,
      );
    } catch (err) {
      slot.release();
      throw err;
    }
  }
  try {
    if (op.body) requireJsonContentType(req);
    const json = op.body ? readJson(req) : undefined;
    const input = {
      params: parseParams(op, rawParams),
      query: op.query ? parseOrThrow(op.query, queryObject(req), 'query') : undefined,
      body: op.body ? parseBody(op, json) : undefined,
    } as OperationInput<AnyOperation>;
    const ctx = new RequestContext({ req, family, org, key, workspaceId, clock: engine.clock });
    const run = async () => toEngineResponse(op, await route.handler(ctx, input));
    const idempotencyKey = route.idempotency ? req.headers.get('idempotency-key') : undefined;
    if (route.idempotency && idempotencyKey !== undefined) {
      const fault = engine.faults.take(req.method, req.path, 'idempotency');
      if (fault) throw await engine.faults.error(fault, family, limits.burstPerMinute, requestSignal(req));
    }
    const res = route.idempotency
      ? await route.idempotency.run(
          route.target?.(ctx, input) ?? { orgId: org.id, workspaceId },
          idempotencyKey,
          json,
          run,
          op.checksIdempotencyKey,
        )
      : await run();
    if (res.status < 400 && res.spendsQuota !== false) slot?.commit();
    else slot?.release();
    return res;
  } catch (err) {
    slot?.release();
    throw err;
  }
}

/** A control route: the control token, then its body and query through the route's schemas. */
export async function runControl(
  controlToken: string | undefined,
  req: EngineRequest,
  route: ControlRoute,
  params: Record<string, string>,
): Promise<EngineResponse> {
  const { def } = route;
  checkControlToken(controlToken, req, def.path);
  const raw = req.body && req.body.byteLength > 0 ? readJson(req) : {};
  const input = {
    params,
    body: def.body ? parseOrThrow(def.body, raw, 'body') : raw,
    query: def.query ? parseOrThrow(def.query, queryObject(req), 'query') : undefined,
    req,
  } as ControlInput<unknown, unknown>;
  const result = await route.handler(input);
  if (result instanceof Reply) return replyResponse(result);
  return json(def.status ?? 200, result);
}

/**
 * With `controlToken`, the control API answers only requests that carry it (health stays open).
 * Control routes check it before their handler; a raw route of the control API (the request log's
 * stream) calls it itself.
 */
export function checkControlToken(token: string | undefined, req: EngineRequest, routePath: string): void {
  if (!token || routePath === '/_emulator/health') return;
  const given = req.headers.get('x-control-token');
  if (given === undefined || !timingSafeEqual(given, token)) {
    throw new HttpError(
      given === undefined ? 'CONTROL_TOKEN_MISSING' : 'CONTROL_TOKEN_INVALID',
      given === undefined
        ? 'This emulator protects its control API: send the token it was started with (--control-token) in the x-control-token header.'
        : 'The x-control-token header does not match the token this emulator was started with.',
      { status: 401 },
    );
  }
}

function replyResponse(reply: Reply<unknown>): EngineResponse {
  return json(reply.status, reply.body, reply.headers);
}

function toEngineResponse(op: AnyOperation, result: unknown): EngineResponse {
  if (result instanceof JsonText) return jsonText(op.status, result.text);
  return result instanceof Reply ? replyResponse(result) : json(op.status, result);
}
