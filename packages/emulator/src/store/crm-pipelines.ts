import { cardSchema, pipelineSummarySchema, stageSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod';

/**
 * Stored pipelines, stages and cards. The public shapes come from the SDK's schemas, minus what is
 * derived on read (item counts, the page of cards), plus what the service keeps but does not return.
 */
export const pipelineRecordSchema = pipelineSummarySchema.omit({ itemCount: true }).extend({
  orgId: z.string(),
  workspaceId: z.string(),
  /** The member whose key created it; null for pipelines made by the application (job postings). */
  ownerUserId: z.string().nullable(),
  updatedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type PipelineRecord = z.output<typeof pipelineRecordSchema>;

export const stageRecordSchema = stageSchema.omit({ itemCount: true, items: true }).extend({
  listId: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type StageRecord = z.output<typeof stageRecordSchema>;

export const cardRecordSchema = cardSchema.extend({
  orgId: z.string(),
  workspaceId: z.string(),
  /** Order of arrival in its stage (a card moved in goes last); rebuilt into the board index on import. */
  position: z.number(),
  deletedAt: z.string().nullable(),
});
export type CardRecord = z.output<typeof cardRecordSchema>;
