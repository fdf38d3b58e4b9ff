import { cardSchema, pipelineSummarySchema, stageSchema } from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nullableRecordDateSchema, recordDateSchema } from './dates.ts';

/**
 * Stored pipelines, stages and cards. The public shapes come from the SDK's schemas, minus what is
 * derived on read (item counts, the page of cards), plus what the service keeps but does not return.
 */
export const pipelineRecordSchema = z.extend(z.omit(pipelineSummarySchema, { itemCount: true }), {
  createdAt: nullableRecordDateSchema,
  orgId: z.string(),
  workspaceId: z.string(),
  /** The member whose key created it; null for pipelines made by the application (job postings). */
  ownerUserId: z.nullable(z.string()),
  updatedAt: nullableRecordDateSchema,
  deletedAt: nullableRecordDateSchema,
});
export type PipelineRecord = z.output<typeof pipelineRecordSchema>;

export const stageRecordSchema = z.extend(z.omit(stageSchema, { itemCount: true, items: true }), {
  listId: z.string(),
  orgId: z.string(),
  workspaceId: z.string(),
  createdAt: recordDateSchema,
  updatedAt: recordDateSchema,
  deletedAt: nullableRecordDateSchema,
});
export type StageRecord = z.output<typeof stageRecordSchema>;

export const cardRecordSchema = z.extend(cardSchema, {
  createdAt: nullableRecordDateSchema,
  updatedAt: nullableRecordDateSchema,
  orgId: z.string(),
  workspaceId: z.string(),
  /** Order of arrival in its stage (a card moved in goes last); rebuilt into the board index on import. */
  position: z.number(),
  deletedAt: nullableRecordDateSchema,
});
export type CardRecord = z.output<typeof cardRecordSchema>;
