import {
  jobBuilderUsageSchema,
  jobCreateResultSchema,
  jobCreateSchema,
  jobGenerateSchema,
  publicJobSchema,
} from '../schemas/job-builder.ts';
import { defineOperation } from './operation.ts';

// Gated by plan only (Platinum or higher); the workspace comes from the body, not the query.
const metered = { family: 'job-builder', scope: null, metering: 'metered', workspace: 'optional' } as const;

/** The 3 operations of the job-builder API (`/api/v3.0/job-builder/public`). */
export const jobBuilder = {
  generate: defineOperation({
    ...metered,
    id: 'job-builder.generate',
    method: 'POST',
    path: '/generate',
    body: jobGenerateSchema,
    response: publicJobSchema,
    status: 200,
    // A preview writes nothing: repeating it is harmless.
    safe: true,
    summary: 'Generate a structured job from a hiring request, as a preview: nothing is saved.',
  }),
  jobs: {
    create: defineOperation({
      ...metered,
      id: 'job-builder.jobs.create',
      method: 'POST',
      path: '/jobs',
      body: jobCreateSchema,
      response: jobCreateResultSchema,
      status: 201,
      idempotent: true,
      summary: 'Create a real job from a hiring request: an editable draft, or sent to approval.',
    }),
  },
  usage: defineOperation({
    family: 'job-builder',
    scope: null,
    metering: 'usage',
    id: 'job-builder.usage',
    method: 'GET',
    path: '/usage',
    response: jobBuilderUsageSchema,
    status: 200,
    summary: "Today's job-builder quota of the organization (10 per UTC day); spends nothing.",
  }),
} as const;
