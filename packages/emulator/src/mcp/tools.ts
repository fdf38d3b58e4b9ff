import type { ToolRow } from './tool-row.ts';
import { listApiUsage, listWebhookEndpoints } from './tools/account.ts';
import {
  crmDeleteContact,
  crmGetContact,
  crmListInteractions,
  crmListInteractionTypes,
  crmLogInteraction,
  crmSearchContacts,
  crmUpdateContact,
  crmUploadResume,
  crmUpsertContact,
} from './tools/crm.ts';
import { createJob, previewJob } from './tools/job-builder.ts';
import { searchCandidates, searchJobs } from './tools/search.ts';

/** The fifteen tools of the agent tool server, in the spec's order. */
export const TOOLS: readonly ToolRow[] = [
  previewJob,
  createJob,
  listApiUsage,
  searchCandidates,
  listWebhookEndpoints,
  searchJobs,
  crmSearchContacts,
  crmGetContact,
  crmUpsertContact,
  crmUpdateContact,
  crmDeleteContact,
  crmLogInteraction,
  crmListInteractions,
  crmListInteractionTypes,
  crmUploadResume,
];
