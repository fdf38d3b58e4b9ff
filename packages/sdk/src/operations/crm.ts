import {
  contactCreateSchema,
  contactDeleteResultSchema,
  contactListQuerySchema,
  contactPageSchema,
  contactSchema,
  contactUpdateSchema,
  createdContactSchema,
  crmUsageSchema,
} from '../schemas/crm.ts';
import {
  interactionListQuerySchema,
  interactionLogSchema,
  interactionPageSchema,
  interactionSchema,
  interactionTypeCatalogSchema,
} from '../schemas/crm-interactions.ts';
import {
  cardCreateSchema,
  cardDeleteResultSchema,
  cardMoveSchema,
  cardSchema,
  pipelineCreateSchema,
  pipelineDeleteResultSchema,
  pipelineGetQuerySchema,
  pipelineListQuerySchema,
  pipelinePageSchema,
  pipelineSchema,
  pipelineUpdateSchema,
  stageCreateSchema,
  stageDeleteQuerySchema,
  stageDeleteResultSchema,
  stageListSchema,
  stageReorderSchema,
  stageSchema,
  stageUpdateSchema,
} from '../schemas/crm-pipelines.ts';
import { resumeUploadResultSchema, resumeUploadSchema } from '../schemas/crm-resumes.ts';
import { LIST_PAGING } from './limits.ts';
import { defineOperation, idParam } from './operation.ts';

const read = { family: 'crm', scope: 'crm:read', metering: 'metered' } as const;
const write = { family: 'crm', scope: 'crm:write', metering: 'metered' } as const;
const pageInQuery = { itemsKey: 'items', pageIn: 'query' } as const;

/** The 22 operations of the CRM API (`/api/v3.0/crm/public`). */
export const crm = {
  contacts: {
    /** List contacts newest first, or search them (list projection: no emails or phones). */
    list: defineOperation({
      ...read,
      id: 'crm.contacts.list',
      method: 'GET',
      path: '/contacts',
      query: contactListQuerySchema,
      response: contactPageSchema,
      status: 200,
      list: pageInQuery,
      paging: LIST_PAGING,
    }),
    /** Create a contact, de-duplicated by platform-user link, email, then phone. */
    create: defineOperation({
      ...write,
      id: 'crm.contacts.create',
      method: 'POST',
      path: '/contacts',
      body: contactCreateSchema,
      response: createdContactSchema,
      status: 201,
    }),
    /** Read one contact in full. */
    get: defineOperation({
      ...read,
      id: 'crm.contacts.get',
      method: 'GET',
      path: '/contacts/{id}',
      params: { id: idParam },
      response: contactSchema,
      status: 200,
    }),
    /** Update the fields sent; one email and one phone replace the primary ones. */
    update: defineOperation({
      ...write,
      id: 'crm.contacts.update',
      method: 'PATCH',
      path: '/contacts/{id}',
      params: { id: idParam },
      body: contactUpdateSchema,
      response: contactSchema,
      status: 200,
    }),
    /** Archive a contact (soft delete) with its interactions and pipeline cards. */
    delete: defineOperation({
      ...write,
      id: 'crm.contacts.delete',
      method: 'DELETE',
      path: '/contacts/{id}',
      params: { id: idParam },
      response: contactDeleteResultSchema,
      status: 200,
    }),
    /** Upload a resume (base64 PDF, DOC or DOCX up to 10 MB), queued for parsing. */
    resume: defineOperation({
      ...write,
      id: 'crm.contacts.resume',
      method: 'POST',
      path: '/contacts/{id}/resume',
      params: { id: idParam },
      body: resumeUploadSchema,
      response: resumeUploadResultSchema,
      status: 202,
    }),
    interactions: {
      /** Add an entry to a contact's timeline (never de-duplicated). */
      log: defineOperation({
        ...write,
        id: 'crm.contacts.interactions.log',
        method: 'POST',
        path: '/contacts/{id}/interactions',
        params: { id: idParam },
        body: interactionLogSchema,
        response: interactionSchema,
        status: 201,
      }),
      /** A contact's timeline, newest first. */
      list: defineOperation({
        ...read,
        id: 'crm.contacts.interactions.list',
        method: 'GET',
        path: '/contacts/{id}/interactions',
        params: { id: idParam },
        query: interactionListQuerySchema,
        response: interactionPageSchema,
        status: 200,
        list: pageInQuery,
        paging: LIST_PAGING,
      }),
    },
  },
  /** The interaction type names, grouped by the seven categories. */
  interactionTypes: defineOperation({
    ...read,
    id: 'crm.interactionTypes',
    method: 'GET',
    path: '/interaction-types',
    // Spec: every CRM endpoint takes `workspaceId`, optional only when the key grants one workspace.
    workspace: 'required',
    response: interactionTypeCatalogSchema,
    status: 200,
  }),
  lists: {
    /** Pipelines of the workspace, newest first, each with its card count. */
    list: defineOperation({
      ...read,
      id: 'crm.lists.list',
      method: 'GET',
      path: '/lists',
      query: pipelineListQuerySchema,
      response: pipelinePageSchema,
      status: 200,
      list: pageInQuery,
      paging: LIST_PAGING,
    }),
    /** Create a pipeline: own stages, a copy of one of yours, or the default board. */
    create: defineOperation({
      ...write,
      id: 'crm.lists.create',
      method: 'POST',
      path: '/lists',
      body: pipelineCreateSchema,
      response: pipelineSchema,
      status: 201,
      idempotent: true,
    }),
    /** One pipeline with its stages, each with one page of cards. */
    get: defineOperation({
      ...read,
      id: 'crm.lists.get',
      method: 'GET',
      path: '/lists/{id}',
      params: { id: idParam },
      query: pipelineGetQuerySchema,
      response: pipelineSchema,
      status: 200,
      // Not a list: the board shows one page of every stage's cards.
      paging: LIST_PAGING,
    }),
    /** Rename or recolor a pipeline. */
    update: defineOperation({
      ...write,
      id: 'crm.lists.update',
      method: 'PATCH',
      path: '/lists/{id}',
      params: { id: idParam },
      body: pipelineUpdateSchema,
      response: pipelineSchema,
      status: 200,
    }),
    /** Delete a pipeline with its stages and cards (contacts are kept). */
    delete: defineOperation({
      ...write,
      id: 'crm.lists.delete',
      method: 'DELETE',
      path: '/lists/{id}',
      params: { id: idParam },
      response: pipelineDeleteResultSchema,
      status: 200,
    }),
    stages: {
      /** Append a stage at the end of the board; answers every stage in board order. */
      add: defineOperation({
        ...write,
        id: 'crm.lists.stages.add',
        method: 'POST',
        path: '/lists/{id}/stages',
        params: { id: idParam },
        body: stageCreateSchema,
        response: stageListSchema,
        status: 201,
      }),
      // Declared before the `{stageId}` routes: the literal `order` segment must win over the parameter.
      /** Put the pipeline's stages in a new order. */
      reorder: defineOperation({
        ...write,
        id: 'crm.lists.stages.reorder',
        method: 'PUT',
        path: '/lists/{id}/stages/order',
        params: { id: idParam },
        body: stageReorderSchema,
        response: pipelineSchema,
        status: 200,
      }),
      /** Rename or recolor one stage; the order is untouched. */
      update: defineOperation({
        ...write,
        id: 'crm.lists.stages.update',
        method: 'PATCH',
        path: '/lists/{id}/stages/{stageId}',
        params: { id: idParam, stageId: idParam },
        body: stageUpdateSchema,
        response: stageSchema,
        status: 200,
      }),
      /** Delete a stage, moving its cards to moveToStageId. */
      delete: defineOperation({
        ...write,
        id: 'crm.lists.stages.delete',
        method: 'DELETE',
        path: '/lists/{id}/stages/{stageId}',
        params: { id: idParam, stageId: idParam },
        query: stageDeleteQuerySchema,
        response: stageDeleteResultSchema,
        status: 200,
      }),
    },
    items: {
      /** Add a contact's card to a pipeline (an existing card moves instead: 200). */
      add: defineOperation({
        ...write,
        id: 'crm.lists.items.add',
        method: 'POST',
        path: '/lists/{id}/items',
        params: { id: idParam },
        body: cardCreateSchema,
        response: cardSchema,
        status: 201,
      }),
      /** Move a card to another stage of the same pipeline. */
      move: defineOperation({
        ...write,
        id: 'crm.lists.items.move',
        method: 'PATCH',
        path: '/lists/{id}/items/{itemId}',
        params: { id: idParam, itemId: idParam },
        body: cardMoveSchema,
        response: cardSchema,
        status: 200,
      }),
      /** Remove a card from its pipeline (the contact is kept). */
      remove: defineOperation({
        ...write,
        id: 'crm.lists.items.remove',
        method: 'DELETE',
        path: '/lists/{id}/items/{itemId}',
        params: { id: idParam, itemId: idParam },
        response: cardDeleteResultSchema,
        status: 200,
      }),
    },
  },
  /** Today's CRM quota of the organization and this key's resume uploads; spends no quota. */
  usage: defineOperation({
    family: 'crm',
    scope: 'crm:read',
    metering: 'usage',
    // Spec: every CRM endpoint takes `workspaceId`, optional only when the key grants one workspace
    // (the quota itself is the organization's).
    workspace: 'required',
    id: 'crm.usage',
    method: 'GET',
    path: '/usage',
    response: crmUsageSchema,
    status: 200,
  }),
} as const;
