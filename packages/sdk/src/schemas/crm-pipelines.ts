import * as z from 'zod/mini';
import type { Extended } from './common.ts';
import { crmPageQuerySchema, objectIdSchema, pageSchema } from './common.ts';
import { missingOr } from './field-messages.ts';

// ---------------------------------------------------------------------------------------------
// Limits and rules of the pipeline routes
// ---------------------------------------------------------------------------------------------

/** Active stages a pipeline may hold when sent as own `stages` or appended; also the cap of `stageIds`. */
export const MAX_PIPELINE_STAGES = 30;

/**
 * The pipeline name rule: alphanumeric words (ASCII letters and digits) separated by single spaces.
 * No accent, hyphen, apostrophe, ampersand, period, leading or trailing space, double space.
 */
export const PIPELINE_NAME_PATTERN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
/** Longest pipeline (list) name. */
export const PIPELINE_NAME_MAX_LENGTH = 100;
/** Longest stage name. */
export const STAGE_NAME_MAX_LENGTH = 100;

/** A color as stored: a hex code (`#1a2b3c`, `#abc`) or a plain color token (`blue`, `light-green`). */
export const COLOR_PATTERN = /^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[A-Za-z][A-Za-z0-9_-]{0,31})$/;

/** `templateType` of every pipeline created through the API. */
export const API_PIPELINE_TEMPLATE = 'CANDIDATE_PIPELINE_EN';
/** Prefix of the `templateType` of pipelines auto-created for a job posting. */
export const JOB_PIPELINE_TEMPLATE_PREFIX = 'JOBSEARCH_PIPELINE_';

/** Ratings a recruiter can give a card in the application: good fit, maybe, not a fit. */
export const CARD_RATINGS = ['good_fit', 'maybe', 'not_a_fit'] as const;
export type CardRating = (typeof CARD_RATINGS)[number];
/** The statuses a pipeline card (an application) can have. */
export const APPLICATION_STATUSES = ['invited', 'in_progress', 'completed', 'disqualified'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The ids a pipeline 404 names in `details[0].field`: the one to fix. */
export const PIPELINE_NOT_FOUND_FIELDS = [
  'id',
  'stageId',
  'itemId',
  'contactId',
  'moveToStageId',
  'copyFromListId',
] as const;
export type PipelineNotFoundField = (typeof PIPELINE_NOT_FOUND_FIELDS)[number];

// ---------------------------------------------------------------------------------------------
// As read back
// ---------------------------------------------------------------------------------------------

const cardShape = {
  /** The card's id. */
  id: z.string(),
  /** The pipeline (list) the card is on. */
  listId: z.string(),
  /** The stage holding the card; null when it is in none. */
  stageId: z.nullable(z.string()),
  /**
   * The candidate's CRM contact; null when the applicant is a platform user with no CRM contact.
   * Read the contact for personal data (a card carries none).
   */
  contactId: z.nullable(z.string()),
  /** The platform user id of a platform-user applicant; null otherwise. */
  authorId: z.nullable(z.string()),
  /** `good_fit`, `maybe` or `not_a_fit`; null when unrated. Not writable in v1. */
  rating: z.nullable(z.enum(CARD_RATINGS)),
  /** `invited`, `in_progress`, `completed` or `disqualified`; null when none. Not writable in v1. */
  applicationStatus: z.nullable(z.enum(APPLICATION_STATUSES)),
  /** `true` when the candidate was disqualified. */
  disqualified: z.boolean(),
  /** Why the candidate was disqualified, free text; null when not given. */
  disqualifiedReason: z.nullable(z.string()),
  /** `contact` for API or CRM adds, otherwise the applicant's application source; null when unknown. */
  source: z.nullable(z.string()),
  /** When the card was added (ISO 8601); null when unknown. */
  createdAt: z.nullable(z.string()),
  /** When the card last changed, e.g. moved (ISO 8601); null when unknown. */
  updatedAt: z.nullable(z.string()),
};
/** A pipeline card: exactly twelve fields, no personal data (read the contact for that). */
export const cardSchema: z.ZodMiniObject<typeof cardShape, z.core.$strip> = z.object(cardShape);
export type Card = z.infer<typeof cardSchema>;

const stageShape = {
  /** The stage's id. */
  id: z.string(),
  /** The stage's name. */
  name: z.string(),
  /** A hex code or plain color token, as stored. */
  color: z.string(),
  /**
   * Position on the board: 1-based and contiguous, renumbered by every stage change; zorder 1 is
   * where new candidates land.
   */
  zorder: z.number(),
  /** Every active card of the stage (not only the page in `items`). */
  itemCount: z.number(),
  /** One page of the stage's cards (the read's `page` and `pageSize`). */
  items: z.array(cardSchema),
};
/** A stage with its card count and one page of its cards. */
export const stageSchema: z.ZodMiniObject<typeof stageShape, z.core.$strip> = z.object(stageShape);
export type Stage = z.infer<typeof stageSchema>;

const pipelineSummaryShape = {
  /** The pipeline's id. */
  id: z.string(),
  /** The pipeline's name; null when it has none. */
  name: z.nullable(z.string()),
  /** A hex code or plain color token, as stored; null when it has none. */
  color: z.nullable(z.string()),
  /**
   * `CANDIDATE_PIPELINE_EN` for every pipeline created through the API, `JOBSEARCH_PIPELINE_…` for
   * one auto-created for a job posting; null when none. Informational; never changes.
   */
  templateType: z.nullable(z.string()),
  /** Ids of the linked job postings; empty for API-created pipelines (links are made in the application). */
  associatedPosts: z.array(z.string()),
  /** Active cards across all stages. */
  itemCount: z.number(),
  /** When the pipeline was created (ISO 8601); null when unknown. */
  createdAt: z.nullable(z.string()),
};
/** A pipeline as the list read shows it: no `updatedAt`, no `stages`. */
export const pipelineSummarySchema: z.ZodMiniObject<typeof pipelineSummaryShape, z.core.$strip> =
  z.object(pipelineSummaryShape);
export type PipelineSummary = z.infer<typeof pipelineSummarySchema>;

const pipelineExtraShape = {
  /** When the pipeline last changed (ISO 8601); null when unknown. Single-pipeline reads only. */
  updatedAt: z.nullable(z.string()),
  /** The stages in board order (zorder ascending), each with one page of its cards. */
  stages: z.array(stageSchema),
  /** The page of cards shown in every stage (1-based). */
  page: z.number(),
  /** Cards per stage on this page. */
  pageSize: z.number(),
  /** `true` when any stage has more cards beyond this page. */
  hasMore: z.boolean(),
};
/**
 * A pipeline with its board: stages in board order, each with one page of cards. `page`, `pageSize`
 * and `hasMore` apply to every stage; `hasMore` is true when any stage has more cards.
 */
export const pipelineSchema: Extended<typeof pipelineSummarySchema, typeof pipelineExtraShape> = z.extend(
  pipelineSummarySchema,
  pipelineExtraShape,
);
export type Pipeline = z.infer<typeof pipelineSchema>;

/** A page of pipelines: `{ items, page, pageSize, hasMore }`. */
export const pipelinePageSchema = pageSchema(pipelineSummarySchema);

const pipelineDeleteResultEffectsShape = {
  /** Active stages deleted with the pipeline. */
  stagesDeleted: z.number(),
  /** Active cards deleted with the pipeline (their contacts are kept). */
  itemsDeleted: z.number(),
};
const pipelineDeleteResultEffectsObject: z.ZodMiniObject<
  typeof pipelineDeleteResultEffectsShape,
  z.core.$strip
> = z.object(pipelineDeleteResultEffectsShape);
const pipelineDeleteResultShape = {
  /** The deleted pipeline's id. */
  id: z.string(),
  /** Always `true`: the pipeline was soft-deleted. */
  deleted: z.literal(true),
  /** What the cascade removed, counted before it ran: `{ stagesDeleted, itemsDeleted }`. */
  effects: pipelineDeleteResultEffectsObject,
};
/** The answer of deleting a pipeline: its id and what the cascade removed (`effects`). */
export const pipelineDeleteResultSchema: z.ZodMiniObject<typeof pipelineDeleteResultShape, z.core.$strip> =
  z.object(pipelineDeleteResultShape);
export type PipelineDeleteResult = z.infer<typeof pipelineDeleteResultSchema>;

/** Answer of stage add: the pipeline's full stage array, in board order. */
export const stageListSchema = z.array(stageSchema);

const stageDeleteResultShape = {
  /** The remaining stages, in board order. */
  stagesRemaining: z.array(stageSchema),
};
/** The answer of deleting a stage: the stages left, in board order. */
export const stageDeleteResultSchema: z.ZodMiniObject<typeof stageDeleteResultShape, z.core.$strip> =
  z.object(stageDeleteResultShape);
export type StageDeleteResult = z.infer<typeof stageDeleteResultSchema>;

const cardDeleteResultShape = {
  /** The removed card's id. */
  id: z.string(),
  /** Always `true`: the card was removed (the contact is kept). */
  deleted: z.literal(true),
};
/** The answer of removing a card from a pipeline. */
export const cardDeleteResultSchema: z.ZodMiniObject<typeof cardDeleteResultShape, z.core.$strip> =
  z.object(cardDeleteResultShape);
export type CardDeleteResult = z.infer<typeof cardDeleteResultSchema>;

// ---------------------------------------------------------------------------------------------
// Request bodies and queries (strict: a field outside the allowlist is a 400)
// ---------------------------------------------------------------------------------------------

// A missing name or color (where required) "is required: <what>", never "must be a string"; an
// empty name gets one message, not a second one from the pattern.
const PIPELINE_NAME_RULE = `a name of alphanumeric words separated by single spaces, 1 to ${PIPELINE_NAME_MAX_LENGTH} characters`;
export const pipelineNameSchema = z.string(missingOr(PIPELINE_NAME_RULE, 'must be a string')).check(
  z.minLength(1, { message: 'must not be empty', abort: true }),
  z.maxLength(PIPELINE_NAME_MAX_LENGTH, {
    message: `must be at most ${PIPELINE_NAME_MAX_LENGTH} characters`,
  }),
  z.regex(PIPELINE_NAME_PATTERN, {
    message:
      'must be alphanumeric words separated by single spaces (no accents, hyphens, apostrophes, ampersands, periods, double or leading/trailing spaces)',
  }),
);

export const stageNameSchema = z
  .string(missingOr(`a stage name of 1 to ${STAGE_NAME_MAX_LENGTH} characters`, 'must be a string'))
  .check(
    z.trim(),
    z.minLength(1, { message: 'must not be empty' }),
    z.maxLength(STAGE_NAME_MAX_LENGTH, { message: `must be at most ${STAGE_NAME_MAX_LENGTH} characters` }),
  );

const COLOR_RULE = 'a hex code such as #1a73e8 or a color token such as blue';
export const colorSchema = z
  .string(missingOr(COLOR_RULE, `must be ${COLOR_RULE}`))
  .check(z.regex(COLOR_PATTERN, { message: `must be ${COLOR_RULE}` }));

const stageInputShape = {
  /** Required: the stage's name, 1 to 100 characters; any characters (accents, slashes) allowed. */
  name: stageNameSchema,
  /** Required: a hex code (`#1a73e8`, `#abc`) or a plain color token (`blue`). */
  color: colorSchema,
};
const stageInputSchema: z.ZodMiniObject<typeof stageInputShape, z.core.$strict> =
  z.strictObject(stageInputShape);

function atLeastOne(fields: string[]) {
  return (body: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    if (fields.every((f) => body[f] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: `send at least one of ${fields.join(', ')}` });
    }
  };
}

const pipelineCreateShape = {
  /**
   * Required: alphanumeric words separated by single spaces, 1 to 100 characters; no accent,
   * hyphen, apostrophe, ampersand, period or double space.
   */
  name: pipelineNameSchema,
  /** A hex code (`#1a73e8`) or plain color token (`blue`); optional, `null` for none. */
  color: z.optional(z.nullable(colorSchema)),
  /**
   * Own stages instead of the default board: at most 30 `{ name, color }`, in board order. Not
   * together with `copyFromListId`.
   */
  stages: z.optional(
    z
      .array(stageInputSchema)
      .check(z.maxLength(MAX_PIPELINE_STAGES, { message: `at most ${MAX_PIPELINE_STAGES} stages allowed` })),
  ),
  /**
   * Copy the stages of this pipeline (24-hex id; one created by the key's own user). Not together
   * with `stages`.
   */
  copyFromListId: z.optional(objectIdSchema),
};
const pipelineCreateObject: z.ZodMiniObject<typeof pipelineCreateShape, z.core.$strict> =
  z.strictObject(pipelineCreateShape);
/** `POST /public/lists`. `stages` and `copyFromListId` are mutually exclusive; with neither the default board is created. */
export const pipelineCreateSchema = pipelineCreateObject.check(
  z.superRefine((body, ctx) => {
    if (body.stages !== undefined && body.copyFromListId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['copyFromListId'],
        message: 'cannot be combined with stages: send one of them, or neither for the default board',
      });
    }
  }),
);
export type PipelineCreateInput = z.input<typeof pipelineCreateSchema>;

const pipelineUpdateShape = {
  /** New name: alphanumeric words separated by single spaces, 1 to 100 characters. */
  name: z.optional(pipelineNameSchema),
  /** New color, a hex code or plain color token; `null` clears it. */
  color: z.optional(z.nullable(colorSchema)),
};
const pipelineUpdateObject: z.ZodMiniObject<typeof pipelineUpdateShape, z.core.$strict> =
  z.strictObject(pipelineUpdateShape);
/** `PATCH /public/lists/{id}`: rename or recolor (`color: null` clears it). */
export const pipelineUpdateSchema = pipelineUpdateObject.check(z.superRefine(atLeastOne(['name', 'color'])));
export type PipelineUpdateInput = z.input<typeof pipelineUpdateSchema>;

const stageCreateShape = {
  /** Required: the stage's name, 1 to 100 characters; any characters allowed. */
  name: stageNameSchema,
  /** A hex code or plain color token; optional (the emulator then uses `#9ca3af`). */
  color: z.optional(colorSchema),
};
/** `POST /public/lists/{id}/stages`: appends a stage at the end of the board. */
export const stageCreateSchema: z.ZodMiniObject<typeof stageCreateShape, z.core.$strict> =
  z.strictObject(stageCreateShape);
export type StageCreateInput = z.input<typeof stageCreateSchema>;

const stageUpdateShape = {
  /** New name, 1 to 100 characters. */
  name: z.optional(stageNameSchema),
  /** New color, a hex code or plain color token. */
  color: z.optional(colorSchema),
};
const stageUpdateObject: z.ZodMiniObject<typeof stageUpdateShape, z.core.$strict> =
  z.strictObject(stageUpdateShape);
/** `PATCH /public/lists/{id}/stages/{stageId}`: rename or recolor; order untouched. */
export const stageUpdateSchema = stageUpdateObject.check(z.superRefine(atLeastOne(['name', 'color'])));
export type StageUpdateInput = z.input<typeof stageUpdateSchema>;

const stageReorderShape = {
  /**
   * Exactly the pipeline's active stage ids in the new order (at most 30): none missing, extra,
   * foreign or repeated.
   */
  stageIds: z
    .array(objectIdSchema)
    // No minimum: `[]` is exactly the stages of a pipeline that has none; on any other board the
    // comparison names what is missing.
    .check(z.maxLength(MAX_PIPELINE_STAGES, { message: `at most ${MAX_PIPELINE_STAGES} stage ids allowed` })),
};
const stageReorderObject: z.ZodMiniObject<typeof stageReorderShape, z.core.$strict> =
  z.strictObject(stageReorderShape);
/** `PUT /public/lists/{id}/stages/order`: exactly the pipeline's active stage ids, in the new order. */
export const stageReorderSchema = stageReorderObject.check(
  z.superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const id of body.stageIds) {
      const k = id.toLowerCase();
      if (seen.has(k)) {
        ctx.addIssue({ code: 'custom', path: ['stageIds'], message: `repeats the stage id ${id}` });
        return;
      }
      seen.add(k);
    }
  }),
);
export type StageReorderInput = z.input<typeof stageReorderSchema>;

const cardCreateShape = {
  /** Required: the contact to add (24-hex id); it must exist in the workspace. */
  contactId: objectIdSchema,
  /**
   * A stage of this pipeline (24-hex id); omitted, a new card lands in the first stage (zorder 1).
   * A contact already on the pipeline is moved there, never duplicated.
   */
  stageId: z.optional(objectIdSchema),
};
/** `POST /public/lists/{id}/items`: without `stageId` the card lands in the first stage (zorder 1). */
export const cardCreateSchema: z.ZodMiniObject<typeof cardCreateShape, z.core.$strict> =
  z.strictObject(cardCreateShape);
export type CardCreateInput = z.input<typeof cardCreateSchema>;

const cardMoveShape = {
  /** Required: the target stage, of the same pipeline (24-hex id). */
  stageId: objectIdSchema,
};
/** `PATCH /public/lists/{id}/items/{itemId}`: moves the card to another stage of the same pipeline. */
export const cardMoveSchema: z.ZodMiniObject<typeof cardMoveShape, z.core.$strict> =
  z.strictObject(cardMoveShape);
export type CardMoveInput = z.input<typeof cardMoveSchema>;

/** `GET /public/lists` and `GET /public/lists/{id}`: page 1-10000, pageSize 1-50. */
export const pipelineListQuerySchema: typeof crmPageQuerySchema = crmPageQuerySchema;
export type PipelineListQuery = z.input<typeof pipelineListQuerySchema>;
/** `GET /public/lists/{id}` query: `page` and `pageSize` apply to every stage's cards. */
export const pipelineGetQuerySchema: typeof crmPageQuerySchema = crmPageQuerySchema;
export type PipelineGetQuery = z.input<typeof pipelineGetQuerySchema>;

const stageDeleteQueryShape = {
  /**
   * Another active stage of the same pipeline to move the cards to (24-hex id); required when the
   * stage holds cards.
   */
  moveToStageId: z.optional(objectIdSchema),
};
/** `DELETE /public/lists/{id}/stages/{stageId}`. */
export const stageDeleteQuerySchema: z.ZodMiniObject<typeof stageDeleteQueryShape, z.core.$strip> =
  z.object(stageDeleteQueryShape);
export type StageDeleteQuery = z.input<typeof stageDeleteQuerySchema>;
