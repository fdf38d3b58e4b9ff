import type { RequestContext } from './context.ts';
import { HttpError } from './errors.ts';

/**
 * The organization and workspace a request names in its body (job-builder, candidate-search), or
 * the key's own: what it names must belong to the key (403 `ORG_ACCESS_DENIED`,
 * `WORKSPACE_ACCESS_DENIED`). Without a workspace, the call's resolved one, else the key's first.
 */
export function bodyTarget(
  ctx: RequestContext,
  body: { organizationId?: string | undefined; workspaceId?: string | undefined },
): { orgId: string; workspaceId: string } {
  if (body.organizationId !== undefined && body.organizationId.toLowerCase() !== ctx.org.id) {
    throw new HttpError('ORG_ACCESS_DENIED', 'organizationId is not the organization of this API key.', {
      details: [{ field: 'organizationId', message: "is not the key's organization" }],
    });
  }
  const workspaceId = body.workspaceId?.toLowerCase() ?? (ctx.workspaceId || ctx.key.workspaceIds[0]!);
  if (!ctx.key.workspaceIds.includes(workspaceId)) {
    throw new HttpError('WORKSPACE_ACCESS_DENIED', 'The key does not grant access to this workspace.', {
      details: [{ field: 'workspaceId', message: 'is not one of the workspaces of this key' }],
    });
  }
  return { orgId: ctx.org.id, workspaceId };
}
