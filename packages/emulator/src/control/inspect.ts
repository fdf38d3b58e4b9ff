import { intParam } from '@platform-api/sdk/operations';
import { objectIdSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { EmulatorCore } from '../engine/core.ts';
import { HttpError } from '../engine/errors.ts';
import { requestLogView } from '../engine/request-log.ts';
import type { EmulatorInternals } from '../internal.ts';
import { MAX_ACTIVE_KEYS_PER_ORG, scopesForPlan } from '../platform/accounts.ts';
import { JOB_POST_STATUSES } from '../store/job-posts.ts';
import type { OrgRecord } from '../store/schemas.ts';
import { registerCrmView } from './crm-view.ts';
import { createDashboardKey } from './dashboard-key.ts';
import { readMeters } from './meters.ts';

/** The queries of the reads, built on the first control request (once per process). */
let queries: ReturnType<typeof buildQueries> | undefined;

function buildQueries() {
  const orgQuery = z.object({ orgId: z.optional(objectIdSchema) });
  const jobsQuery = z.object({
    orgId: z.optional(objectIdSchema),
    status: z.optional(
      z.enum(JOB_POST_STATUSES, { message: `must be one of ${JOB_POST_STATUSES.join(', ')}` }),
    ),
  });
  const requestsQuery = z.object({
    since: z.optional(intParam(0, Number.MAX_SAFE_INTEGER)),
    limit: z.optional(intParam(1, 1000)),
  });
  return { orgQuery, jobsQuery, requestsQuery };
}

/**
 * The control API's reads of what the emulator holds (organizations and keys, quota meters, faults,
 * scheduled work, the request log, jobs, webhook endpoints and deliveries, the CRM): what the
 * dashboard shows, and what tests may read too. No secret comes out: keys show their prefix, endpoints
 * never their secret. Each reads the engine's own services.
 */
export function registerInspection(x: EmulatorInternals): void {
  const { core } = x;
  queries ??= buildQueries();
  const { orgQuery, jobsQuery, requestsQuery } = queries;

  core.control({ method: 'GET', path: '/_emulator/orgs' }, () => ({
    items: core.tables.orgs.all().map((org) => orgView(core, org)),
  }));
  core.control({ method: 'POST', path: '/_emulator/orgs/{orgId}/dashboard-key', status: 201 }, ({ params }) =>
    createDashboardKey(core, params.orgId ?? ''),
  );

  core.control({ method: 'GET', path: '/_emulator/meters', query: orgQuery }, ({ query }) =>
    readMeters(x, query.orgId ? [requireOrg(core, query.orgId)] : core.tables.orgs.all()),
  );

  core.control({ method: 'GET', path: '/_emulator/faults' }, () => ({
    items: core.faults.list().map((f) => ({
      id: f.id,
      method: f.method,
      path: f.path,
      status: f.status,
      errorCode: f.errorCode,
      remaining: f.remaining,
      delayMs: f.delayMs,
    })),
  }));

  core.control({ method: 'GET', path: '/_emulator/clock/tasks' }, () => ({
    now: core.clock.iso(),
    tasks: core.clock.pendingTasks.map((t) => ({
      id: t.id,
      name: t.name,
      dueAt: new Date(t.dueAt).toISOString(),
    })),
  }));

  core.control({ method: 'GET', path: '/_emulator/requests', query: requestsQuery }, ({ query }) => {
    const log = core.requestLog;
    const { items, truncated } = log.since(query.since ?? 0, query.limit ?? 200);
    return { items: items.map(requestLogView), lastSeq: log.lastSeq, capacity: log.capacity, truncated };
  });

  core.control({ method: 'GET', path: '/_emulator/jobs', query: jobsQuery }, ({ query }) => {
    const orgId = query.orgId ? requireOrg(core, query.orgId).id : undefined;
    const items = x.posts.posts
      .all()
      .filter(
        (p) => (orgId === undefined || p.orgId === orgId) && (!query.status || p.status === query.status),
      )
      .map((p) => ({
        postId: p.id,
        orgId: p.orgId,
        workspaceId: p.workspaceId,
        title: p.title,
        status: p.status,
        language: p.language,
        locationName: p.locationName,
        countryCode: p.countryCode,
        isRemote: p.isRemote,
        listId: p.listId,
        url: p.url,
        createdAt: p.createdAt,
        publishedAt: p.publishedAt,
        /** Made by the job-builder (`POST /public/jobs`), not by `POST /_emulator/jobs`. */
        fromJobBuilder: p.job !== null,
        jobBuilderProgress: p.jobBuilderProgress,
      }))
      .reverse();
    return { items };
  });

  const { endpoints, deliveries } = x.webhooks;
  core.control({ method: 'GET', path: '/_emulator/webhooks/endpoints', query: orgQuery }, ({ query }) => {
    const orgId = query.orgId ? requireOrg(core, query.orgId).id : undefined;
    const items = endpoints.table
      .all()
      .filter((ep) => ep.deletedAt === null && (orgId === undefined || ep.orgId === orgId))
      .map((ep) => ({ ...endpoints.toPublic(ep), orgId: ep.orgId, stats: deliveries.log.stats(ep) }))
      .reverse();
    return { items };
  });
  core.control(
    { method: 'GET', path: '/_emulator/webhooks/endpoints/{endpointId}/deliveries' },
    ({ params }) => {
      const ep = endpoints.table.get((params.endpointId ?? '').toLowerCase());
      if (!ep || ep.deletedAt !== null) {
        throw new HttpError('NOT_FOUND', 'No webhook endpoint with this id (or it was deleted).', {
          details: [{ field: 'endpointId', message: 'not found' }],
        });
      }
      return { items: deliveries.log.dump(ep.id, true) };
    },
  );

  registerCrmView(x);
}

function requireOrg(core: EmulatorCore, orgId: string): OrgRecord {
  const org = core.tables.orgs.get(orgId.toLowerCase());
  if (!org) {
    throw new HttpError('NOT_FOUND', 'No organization with this id.', {
      details: [{ field: 'orgId', message: 'not found' }],
    });
  }
  return org;
}

/** An organization with its workspaces and keys (masked: the prefix only, never the hash). */
function orgView(core: EmulatorCore, org: OrgRecord) {
  const keys = core.tables.apiKeys
    .all()
    .filter((k) => k.orgId === org.id)
    .map((k) => ({
      id: k.id,
      prefix: k.keyPrefix,
      userId: k.userId,
      userName: core.tables.members.get(k.userId)?.name ?? null,
      scopes: k.scopes,
      workspaceIds: k.workspaceIds,
      expiresAt: k.expiresAt,
      revokedAt: k.revokedAt,
      createdAt: k.createdAt,
      status: k.revokedAt
        ? ('revoked' as const)
        : core.auth.isActive(k)
          ? ('active' as const)
          : ('expired' as const),
    }));
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    /** What a key of this organization may carry (the plan's scopes). */
    allowedScopes: scopesForPlan(org.plan),
    createdAt: org.createdAt,
    workspaces: core.tables.workspaces
      .all()
      .filter((w) => w.orgId === org.id)
      .map((w) => ({ id: w.id, name: w.name })),
    keys,
    activeKeys: keys.filter((k) => k.status === 'active').length,
    maxActiveKeys: MAX_ACTIVE_KEYS_PER_ORG,
  };
}
