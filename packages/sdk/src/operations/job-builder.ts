import {
  jobBuilderUsageSchema,
  jobCreateResultSchema,
  jobCreateSchema,
  jobGenerateSchema,
  publicJobSchema,
} from '../schemas/job-builder.ts';
import { defineOperation } from './operation.ts';

// Gated by plan only (Platinum or higher); the workspace comes from the body, not the query.
const metered = { family: 'job-builder', scope: null, metering: 'metered', workspace: 'body' } as const;

/** The 3 operations of the job-builder API (`/api/v3.0/job-builder/public`). */
export const jobBuilder = {
  /** Generate a structured job from a hiring request, as a preview: nothing is saved. */
  generate: defineOperation({
    ...metered,
    id: 'job-builder.generate',
    method: 'POST',
    path: '/generate',
    body: jobGenerateSchema,
    response: publicJobSchema,
    status: 200,
    // A preview writes nothing: repeating it is harmless, and only a successful call spends quota.
    safe: true,
  }),
  jobs: {
    /** Create a real job from a hiring request: an editable draft, or sent to approval. */
    create: defineOperation({
      ...metered,
      id: 'job-builder.jobs.create',
      method: 'POST',
      path: '/jobs',
      body: jobCreateSchema,
      response: jobCreateResultSchema,
      status: 201,
      idempotent: true,
      // 1 to 255 visible ASCII characters, else 400 IDEMPOTENCY_KEY_INVALID.
      checksIdempotencyKey: true,
    }),
  },
  /** Today's job-builder quota of the organization (10 per UTC day); spends nothing. */
  usage: defineOperation({
    family: 'job-builder',
    scope: null,
    metering: 'usage',
    // Per organization: the request takes nothing.
    workspace: 'none',
    id: 'job-builder.usage',
    method: 'GET',
    path: '/usage',
    response: jobBuilderUsageSchema,
    status: 200,
  }),
} as const;
