import { intParam } from '@platform-api/sdk/operations';
import { z } from 'zod/mini';
import { HttpError, validationError } from '../engine/errors.ts';
import type { EngineRequest } from '../engine/types.ts';
import type { EmulatorInternals } from '../internal.ts';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** The queries of the CRM view, built on the first control request (once per process). */
let queries: ReturnType<typeof buildQueries> | undefined;

function buildQueries() {
  const pageShape = {
    page: z.optional(intParam(1, 10_000)),
    pageSize: z.optional(intParam(1, 50)),
  };
  const contactsQuery = z.object({
    search: z.optional(z.string().check(z.maxLength(200, 'must be at most 200 characters'))),
    ...pageShape,
  });
  return { contactsQuery, pageQuery: z.object(pageShape) };
}

/**
 * The CRM as the dashboard reads it, through the control API: the families' own services and
 * views (the list projection, the single read, the timeline, the board), but no key and no quota,
 * so looking at the data never spends what the meters show. Writes go through the public API.
 */
export function registerCrmView(x: EmulatorInternals): void {
  const { core, crm } = x;
  queries ??= buildQueries();
  const { contactsQuery, pageQuery } = queries;

  /** `?workspaceId=` (required here): a workspace that exists, or a 400/404 naming it. */
  const workspaceOf = (req: EngineRequest): string => {
    const id = req.query.get('workspaceId');
    if (!id || !OBJECT_ID.test(id)) {
      throw validationError('workspaceId must be given: a 24-character hexadecimal id of a workspace.', [
        { field: 'workspaceId', message: 'must be a 24-character hexadecimal id' },
      ]);
    }
    const workspace = core.tables.workspaces.get(id.toLowerCase());
    if (!workspace) {
      throw new HttpError('NOT_FOUND', 'No workspace with this id.', {
        details: [{ field: 'workspaceId', message: 'not found' }],
      });
    }
    return workspace.id;
  };

  core.control({ method: 'GET', path: '/_emulator/crm/contacts', query: contactsQuery }, ({ req, query }) =>
    crm.contacts.list(
      workspaceOf(req),
      query.search?.trim() || undefined,
      query.page ?? 1,
      query.pageSize ?? 10,
    ),
  );

  core.control({ method: 'GET', path: '/_emulator/crm/contacts/{contactId}' }, ({ params }) => {
    const id = (params.contactId ?? '').toLowerCase();
    const contact = core.tables.contacts.get(id);
    if (!contact || contact.archivedAt) {
      throw new HttpError('NOT_FOUND', 'No contact with this id (or it was deleted).', {
        details: [{ field: 'contactId', message: 'not found' }],
      });
    }
    return {
      workspaceId: contact.workspaceId,
      contact: crm.contacts.toFull(contact),
      interactions: crm.interactions.list(contact.id, 1, 50),
      resumes: crm.resumes.list({ contactId: contact.id }),
    };
  });

  core.control({ method: 'GET', path: '/_emulator/crm/pipelines', query: pageQuery }, ({ req, query }) =>
    crm.pipelines.lists.list(workspaceOf(req), query.page ?? 1, query.pageSize ?? 50),
  );

  core.control(
    { method: 'GET', path: '/_emulator/crm/pipelines/{listId}', query: pageQuery },
    async ({ params, query }) => {
      const id = (params.listId ?? '').toLowerCase();
      const pipeline = crm.pipelines.store.pipelines.get(id);
      if (!pipeline || pipeline.deletedAt) {
        throw new HttpError('NOT_FOUND', 'No pipeline with this id (or it was deleted).', {
          details: [{ field: 'listId', message: 'not found' }],
        });
      }
      const board = await crm.pipelines.lists.board(
        pipeline.workspaceId,
        id,
        query.page ?? 1,
        query.pageSize ?? 50,
      );
      // Cards carry no name by design (spec 1): the dashboard shows whose card it is.
      const contactNames: Record<string, string | null> = {};
      for (const stage of board.stages) {
        for (const card of stage.items) {
          if (card.contactId)
            contactNames[card.contactId] = core.tables.contacts.get(card.contactId)?.name ?? null;
        }
      }
      return { workspaceId: pipeline.workspaceId, board, contactNames };
    },
  );
}
