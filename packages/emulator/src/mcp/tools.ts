import { deriveIdempotencyKey } from '@platform-api/sdk';
import {
  type AnyOperation,
  describedBody,
  IDEMPOTENCY_WINDOWS,
  idParam,
  intParam,
  operations,
  QUOTAS,
  RESUME_LIMITS,
  TEXT_LIMITS,
} from '@platform-api/sdk/operations';
import {
  API_FAMILIES,
  type Contact,
  type ContactListItem,
  candidateSearchSchema,
  candidateWireSchema,
  contactCreateSchema,
  contactDeleteResultSchema,
  contactSchema,
  contactUpdateSchema,
  createdContactSchema,
  type ErrorEnvelope,
  type Interaction,
  interactionLogSchema,
  interactionSchema,
  interactionTypeCatalogSchema,
  jobCreateResultSchema,
  jobCreateSchema,
  jobGenerateSchema,
  objectIdSchema,
  type PublicJob,
  publicJobResultSchema,
  publicJobSchema,
  resumeUploadResultSchema,
  resumeUploadSchema,
  toCandidate,
  webhookEndpointSchema,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import { nextUtcMidnight } from '../engine/clock.ts';
import { type Answer, ApiCallError, type OperationCall } from './invoke.ts';

const { crm, webhooks, jobBuilder, candidateSearch, jobSearch } = operations;

/** Calls an operation with the caller's key (see `invoke`): its answer, of the operation's response type. */
export type Call = <O extends AnyOperation>(op: O, call?: OperationCall) => Promise<z.output<O['response']>>;

/** What a tool may call: the answer, or the answer and whether it replays a stored one. */
export interface Calls {
  call: Call;
  callWithReplay: <O extends AnyOperation>(op: O, call?: OperationCall) => Promise<Answer<O>>;
  /** The emulator's clock (ms), for the instant a rate limit lifts. */
  now: () => number;
}

/** The usage read of every family, in the order `list_api_usage` lists them. */
const USAGE_OPS = [
  crm.usage,
  webhooks.usage,
  jobBuilder.usage,
  candidateSearch.usage,
  jobSearch.usage,
] as const;

/**
 * When a 429 lifts, as the API counts it: a daily quota at the next UTC midnight (the instant its
 * message names), a per-minute window `retryAfter` seconds from now.
 */
export function rateLimitLifts(envelope: ErrorEnvelope, nowMs: number): { at: string; inSeconds: number } {
  const period = Array.isArray(envelope.details) ? undefined : envelope.details?.period;
  const wait = envelope.retryAfter ?? 60;
  const atMs = period === 'utc_day' ? nextUtcMidnight(nowMs) : nowMs + wait * 1000;
  return { at: new Date(atMs).toISOString(), inSeconds: wait };
}

/**
 * The last line of a list's text: the next page, or, on the last page the API serves (`lastPage`),
 * that more rows exist beyond it; an agent is never sent to a page the API refuses.
 */
function moreLine(r: { page: number; hasMore: boolean }, rows: string, lastPage: number): string {
  if (!r.hasMore) return `no more ${rows}`;
  if (r.page >= lastPage)
    return `more ${rows} match beyond page ${lastPage}, the last page the API serves: narrow the query (more precise words or filters) to reach them`;
  return `more: call again with page ${r.page + 1}`;
}

/**
 * One agent tool: a row over the operation table. `ops` are the operations it calls (its quota and
 * rules are theirs); `input` and `output` derive from their schemas; `run` maps arguments to a call
 * and the answer to the tool's result.
 */
export interface ToolRow<
  I extends z.ZodMiniObject = z.ZodMiniObject,
  O extends z.ZodMiniObject = z.ZodMiniObject,
> {
  name: string;
  title: string;
  /** What it does, what it costs, its limits: an agent must be able to use it from this alone. */
  description: string;
  ops: readonly AnyOperation[];
  input: I;
  output: O;
  /** Read-only tools change nothing; idempotent ones may be repeated safely. */
  annotations: { readOnlyHint: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  run(args: z.output<I>, calls: Calls): Promise<z.input<O>>;
  /**
   * The text block beside the structured result, in the one style of every tool: readable lines,
   * the record's id first, one record or row per line (a list ends with its paging line), never
   * JSON. `structuredContent` carries every field.
   */
  text(result: z.output<O>): string;
  /**
   * The tool's argument behind each REST path parameter (`{ id: 'contactId' }`): an API error about
   * the parameter names the argument the agent sent.
   */
  pathArguments?: Readonly<Record<string, string>>;
}

function tool<I extends z.ZodMiniObject, O extends z.ZodMiniObject>(row: ToolRow<I, O>): ToolRow {
  return row as unknown as ToolRow;
}

const workspaceId = z
  .optional(objectIdSchema)
  .check(
    z.describe(
      'Workspace to act in (24-character hex id). Needed only when your API key grants several workspaces; otherwise its one workspace is used.',
    ),
  );
/** The contact tools send their `contactId` argument as the REST path's `{id}`. */
const CONTACT_PATH = { id: 'contactId' } as const;
const contactId = idParam.check(
  z.describe('The contact id (24-character hex), e.g. from crm_search_contacts.'),
);
// The figures of the descriptions come from the SDK's limits table, as the engine's do.
const CRM_COST = `Costs 1 CRM call of the organization's ${QUOTAS.crm.daily} per UTC day (burst ${QUOTAS.crm.burstPerMinute} per minute); a failed call costs nothing.`;
/** Usage reads: the same polling limit in every family. */
const USAGE_POLLING = `${QUOTAS.crm.usagePerMinute} per minute per key`;
/** How long `create_job` remembers its arguments, in hours. */
const CREATE_JOB_REPLAY_HOURS = IDEMPOTENCY_WINDOWS[jobBuilder.jobs.create.id]!.replaySeconds / 3600;

/** A contact as a search row: enough to pick one; crm_get_contact has the rest. */
const contactRowSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  jobTitle: z.array(z.string()),
  companyName: z.nullable(z.string()),
  locationName: z.nullable(z.string()),
  tags: z.array(z.string()).check(z.describe('Tag names')),
  hasResume: z.boolean(),
  createdAt: z.nullable(z.string()),
});

function contactRow(c: ContactListItem): z.input<typeof contactRowSchema> {
  return {
    id: c.id,
    name: c.name,
    jobTitle: c.jobTitle,
    companyName: c.companyName,
    locationName: c.locationName,
    tags: c.tags.map((t) => t.name),
    hasResume: c.hasResume,
    createdAt: c.createdAt,
  };
}

/** A contact in a few lines (the structured result has every field). */
function contactText(c: Contact): string {
  const lines = [`${c.id}  ${c.name ?? '(no name)'}`];
  const role = [c.jobTitle[0], c.companyName].filter(Boolean).join(' at ');
  if (role) lines.push(role);
  if (c.emails.length > 0) lines.push(`emails: ${c.emails.map((e) => e.email).join(', ')}`);
  if (c.phones.length > 0) lines.push(`phones: ${c.phones.map((p) => p.phone).join(', ')}`);
  if (c.locationName) lines.push(`location: ${c.locationName}`);
  if (c.tags.length > 0) lines.push(`tags: ${c.tags.map((t) => t.name).join(', ')}`);
  lines.push(`resumes: ${c.resumeCount}; updated ${c.updatedAt ?? c.createdAt ?? 'unknown'}`);
  return lines.join('\n');
}

const interactionRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  category: z.string(),
  date: z.string(),
  note: z.nullable(z.string()),
  scheduled: z.boolean(),
  tags: z.array(z.string()),
});

function interactionRow(i: Interaction): z.input<typeof interactionRowSchema> {
  return {
    id: i.id,
    type: i.type,
    category: i.category,
    date: i.date,
    note: i.notes,
    scheduled: i.scheduled,
    tags: i.tags.map((t) => t.name),
  };
}

/** A timeline row in one line: id, date, type (category), tags, note. */
function interactionLine(i: z.output<typeof interactionRowSchema>): string {
  const tags = i.tags.length > 0 ? ` [${i.tags.join(', ')}]` : '';
  return `${i.id}  ${i.date} ${i.type} (${i.category}${i.scheduled ? ', scheduled' : ''})${tags}${i.note ? `: ${i.note}` : ''}`;
}

/** The paging of a list operation (its row's bounds and defaults). */
function pagingOf(op: AnyOperation) {
  if (!op.paging) throw new TypeError(`${op.id} takes no page`);
  return op.paging;
}

/** The `page` and `pageSize` arguments of a list tool: the bounds and defaults of its operation's row. */
function pageArguments(op: AnyOperation) {
  const { page, pageSize } = pagingOf(op);
  return {
    page: z
      .optional(intParam(1, page.max))
      .check(z.describe(`Page number, 1 to ${page.max} (default ${page.default}).`)),
    pageSize: z
      .optional(intParam(1, pageSize.max))
      .check(z.describe(`Rows per page, 1 to ${pageSize.max} (default ${pageSize.default}).`)),
  };
}

/** How a search tool pages, in its description. */
function pagesSentence(op: AnyOperation): string {
  const { page, pageSize } = pagingOf(op);
  return `Pages: page 1 to ${page.max}, pageSize 1 to ${pageSize.max} (default ${pageSize.default}), hasMore`;
}

const JOB_BUILDER_COST = `Costs 1 of the organization's ${QUOTAS['job-builder'].daily} job-builder calls per UTC day (preview_job and create_job together); a failed call costs nothing. Needs a Platinum plan or higher.`;

/** A job in a few lines: title, place, pay, type, skills. */
function jobText(job: PublicJob): string {
  const { salary, workMode } = job;
  return [
    job.title,
    `${workMode.type} · ${workMode.displayName ?? workMode.countryName ?? 'worldwide'}`,
    `${salary.low}–${salary.high} ${salary.currency} per ${salary.period.replace(/ly$/, '')}${salary.negotiable ? ' (negotiable)' : ''}`,
    `${job.employmentTypes.join(', ')} · ${job.categories.map((c) => c.name).join(', ')}`,
    `skills: ${job.skills.join(', ')}`,
  ].join('\n');
}

/** A candidate as an agent sees it: the profile URL under the spec's name, `profileUrl`. */
const candidateSchema = z.extend(z.omit(candidateWireSchema, { cazumeUrl: true }), {
  profileUrl: z
    .nullable(z.string())
    .check(z.describe('Public profile URL, when the candidate published one')),
});

const searchPageOutput = { page: z.number(), pageSize: z.number(), hasMore: z.boolean() };

const usageFamilySchema = z.object({
  family: z.enum(API_FAMILIES),
  available: z
    .boolean()
    .check(
      z.describe(
        'true when the figures were read; false when the key may not use this family (plan or scope), when its usage read is rate-limited (see retryAfter) or when the read failed',
      ),
    ),
  dailyQuota: z.nullable(z.number()),
  used: z.nullable(z.number()),
  remaining: z.nullable(z.number()),
  resetsAt: z.nullable(z.string()).check(z.describe('Next UTC midnight (ISO 8601)')),
  reason: z.nullable(z.string()).check(z.describe('Why the figures are missing (error code and message)')),
  retryAfter: z
    .nullable(z.number())
    .check(
      z.describe(
        `Only when the usage read is rate-limited (${USAGE_POLLING}): seconds until it may be read again`,
      ),
    ),
  retryAt: z
    .nullable(z.string())
    .check(z.describe('Only when the usage read is rate-limited: when it may be read again (ISO 8601)')),
});

/** The fifteen tools of the agent tool server, in the spec's order. */
export const TOOLS: readonly ToolRow[] = [
  tool({
    name: 'preview_job',
    title: 'Preview a job',
    description: `Turns a hiring request in natural language into a structured job, as a preview: nothing is saved. Give the role, where (a city, a country, remote or hybrid), requirements and pay if known; \`language\` (en, es, nl, pt) is the language of the generated job. Answers the title, work mode (type, scope, country, city), salary (low/recommended/high, period, currency), employment types, categories, education and skills; the HTML description only with includeDescription: true. Use create_job to save a job. ${JOB_BUILDER_COST}`,
    ops: [jobBuilder.generate],
    input: jobGenerateSchema,
    output: publicJobSchema,
    annotations: { readOnlyHint: true, idempotentHint: true },
    run: async (body, { call }) => await call(jobBuilder.generate, { body }),
    text: (job) => jobText(job),
  }),
  tool({
    name: 'create_job',
    title: 'Create a job',
    description: `Creates a real job from a hiring request in natural language. By default it is saved as a reviewable draft (status draft) that the user finishes in the application; set publishMode to "publish" ONLY when the user explicitly asks to send the job to review: it then becomes a standard job with status pending (the service's approval decides when it goes live) and its candidate pipeline (listId). Identical arguments within ${CREATE_JOB_REPLAY_HOURS} hours return the job already created (alreadyCreated: true) instead of a second one, spending nothing. ${JOB_BUILDER_COST}`,
    ops: [jobBuilder.jobs.create],
    input: jobCreateSchema,
    output: z.extend(jobCreateResultSchema, {
      alreadyCreated: z
        .boolean()
        .check(
          z.describe(
            `true: these arguments already created this job within the last ${CREATE_JOB_REPLAY_HOURS} hours`,
          ),
        ),
    }),
    annotations: { readOnlyHint: false, idempotentHint: true },
    async run(body, { callWithReplay }) {
      // Idempotency from the content: the same arguments are the same job.
      const idempotencyKey = `mcp-create-job-${(await deriveIdempotencyKey(body)).slice(0, 48)}`;
      const { body: created, replayed } = await callWithReplay(jobBuilder.jobs.create, {
        body,
        idempotencyKey,
      });
      return { ...created, alreadyCreated: replayed };
    },
    text: (r) =>
      [
        `${r.alreadyCreated ? 'Already created' : 'Created'}: job ${r.postId}, status ${r.status}${r.listId ? `, pipeline ${r.listId}` : ''}`,
        jobText(r.job),
      ].join('\n'),
  }),
  tool({
    name: 'list_api_usage',
    title: 'API usage',
    description: `Today's quota of every API family for your organization: daily quota, used, remaining and the reset time (next UTC midnight). Free: spends no quota (each family's usage read is limited to ${USAGE_POLLING}). A family your plan or key scopes do not open is listed as unavailable with the reason; a family whose usage read is rate-limited is listed with the time to read it again.`,
    ops: USAGE_OPS,
    // The CRM's usage read, as every CRM endpoint, needs a workspace from a key of several.
    input: z.object({ workspaceId }),
    output: z.object({ families: z.array(usageFamilySchema) }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run({ workspaceId }, { call, now }) {
      const families = await Promise.all(
        USAGE_OPS.map(async (op) => {
          try {
            // Only where the family reads one (job-builder, candidate-search and job-search take none).
            const u = await call(op, op.workspace === 'none' ? {} : { workspaceId });
            const row = {
              dailyQuota: u.dailyQuota,
              used: u.used,
              remaining: u.remaining,
              resetsAt: u.resetsAt,
            };
            return {
              family: op.family,
              available: true,
              ...row,
              reason: null,
              retryAfter: null,
              retryAt: null,
            };
          } catch (err) {
            if (!(err instanceof ApiCallError) || err.envelope.statusCode === 401) throw err;
            const { statusCode, errorCode, message } = err.envelope;
            const lifts = statusCode === 429 ? rateLimitLifts(err.envelope, now()) : null;
            return {
              family: op.family,
              available: false,
              dailyQuota: null,
              used: null,
              remaining: null,
              resetsAt: null,
              reason: `${errorCode}: ${message}`,
              retryAfter: lifts?.inSeconds ?? null,
              retryAt: lifts?.at ?? null,
            };
          }
        }),
      );
      return { families };
    },
    text: ({ families }) =>
      families
        .map((f) =>
          f.available
            ? `${f.family}: ${f.used}/${f.dailyQuota} used, ${f.remaining} remaining, resets ${f.resetsAt}`
            : f.retryAt !== null
              ? `${f.family}: rate-limited, retry after ${f.retryAfter} s (at ${f.retryAt}): ${f.reason}`
              : `${f.family}: unavailable (${f.reason})`,
        )
        .join('\n'),
  }),
  tool({
    name: 'search_candidates',
    title: 'Search candidates',
    description: `Read-only search of the candidate pool with a natural-language query (${TEXT_LIMITS.candidateQuery.min} to ${TEXT_LIMITS.candidateQuery.max} characters), ranked by relevance over headlines, summaries and skills. Filters: requireVideo (only candidates with a video profile), createdAfter (ISO 8601: profiles updated after it). Biases (not filters): location (up to ${TEXT_LIMITS.searchLocation.max} characters), remote, language (ISO 639-1). ${pagesSentence(candidateSearch.search)}, no total. Results are public profiles without any contact details: candidateId (an opaque pc1. token), headline, summary, topSkills, matchedSkills, matchTier, location, video and profileUrl. Contact candidates only through the service. Costs 1 of the organization's ${QUOTAS['candidate-search'].daily} candidate searches per UTC day (burst ${QUOTAS['candidate-search'].burstPerMinute} per minute). Needs a Platinum plan or higher and the candidate-search:read scope.`,
    ops: [candidateSearch.search],
    input: candidateSearchSchema,
    output: z.object({ candidates: z.array(candidateSchema), ...searchPageOutput }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run(body, { call }) {
      const res = await call(candidateSearch.search, { body });
      return {
        candidates: res.results.map(toCandidate),
        page: res.page,
        pageSize: res.pageSize,
        hasMore: res.hasMore,
      };
    },
    text: (r) =>
      [
        ...r.candidates.map(
          (c) =>
            `${c.candidateId}  ${c.displayName ?? '(no name)'} — ${c.headline ?? ''} (${c.matchTier}; ${c.locationName ?? 'location unknown'}${c.isRemote ? ', remote' : ''})${c.matchedSkills.length ? ` skills: ${c.matchedSkills.join(', ')}` : ''}`,
        ),
        moreLine(r, 'candidates', pagingOf(candidateSearch.search).page.max),
      ].join('\n'),
  }),
  tool({
    name: 'list_webhook_endpoints',
    title: 'Webhook endpoints',
    description:
      "The organization's webhook endpoints visible to your key, newest first: url, status (pending_verification, active, disabled, suspended), subscribed events, workspaces, timestamps. Never returns signing secrets. Free: spends no quota. Needs the webhooks:read scope.",
    ops: [webhooks.endpoints.list],
    input: z.object(pageArguments(webhooks.endpoints.list)),
    output: z.object({
      endpoints: z.array(webhookEndpointSchema),
      page: z.number(),
      pageSize: z.number(),
      hasMore: z.boolean(),
    }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run(args, { call }) {
      const res = await call(webhooks.endpoints.list, { query: args });
      return { endpoints: res.items, page: res.page, pageSize: res.pageSize, hasMore: res.hasMore };
    },
    text: (r) =>
      [
        ...r.endpoints.map(
          (e) =>
            `${e.id}  ${e.url} (${e.status}) events: ${e.events.join(', ') || 'none'}; updated ${e.updatedAt}`,
        ),
        moreLine(r, 'endpoints', pagingOf(webhooks.endpoints.list).page.max),
      ].join('\n'),
  }),
  tool({
    name: 'search_jobs',
    title: 'Search public jobs',
    description: `Read-only search of public job postings. query (optional, up to ${TEXT_LIMITS.jobQuery.max} characters) is matched against titles, occupations, companies and descriptions; without it, newest first. Filters: location (a city or country, up to ${TEXT_LIMITS.searchLocation.max} characters), countryCode (ISO 3166-1), remote (true: remote only; false: on-site and hybrid only), jobType, minPay with payCurrency (ISO 4217) and payType (hourly, monthly, yearly), language (ISO 639-1), createdAfter (ISO 8601). ${pagesSentence(jobSearch.search)}. Each result has its applyUrl, the public page where people apply; never recruiter contact data. Costs 1 of the organization's ${QUOTAS['job-search'].daily} job searches per UTC day (${QUOTAS['job-search'].burstPerMinute} per minute; ${QUOTAS['job-search'].perIpPerMinute} per minute per client IP). Needs the job-search:read scope, free on every plan.`,
    ops: [jobSearch.search],
    input: describedBody(jobSearch.search),
    output: z.object({ jobs: z.array(publicJobResultSchema), ...searchPageOutput }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run(body, { call }) {
      const res = await call(jobSearch.search, { body });
      return { jobs: res.jobs, page: res.page, pageSize: res.pageSize, hasMore: res.hasMore };
    },
    text: (r) =>
      [
        ...r.jobs.map(
          (j) =>
            `${j.title ?? '(untitled)'} — ${j.companyName ?? ''}, ${j.locationName ?? (j.isRemote ? 'remote' : '')}${j.payAmount !== null ? `, ${j.payAmount} ${j.payCurrency ?? ''}/${j.payType ?? ''}` : ''}\n  apply: ${j.applyUrl ?? '(no public page)'}`,
        ),
        moreLine(r, 'jobs', pagingOf(jobSearch.search).page.max),
      ].join('\n'),
  }),
  tool({
    name: 'crm_search_contacts',
    title: 'Search CRM contacts',
    description: `List the CRM contacts of a workspace newest first, or search them: with \`search\` every word must occur in the name, company, job title, skills, industry, education, email or phone (case- and accent-insensitive). Returns compact rows (no emails or phones: use crm_get_contact for one contact in full) and \`hasMore\`; page with \`page\`/\`pageSize\`. ${CRM_COST} Needs crm:read.`,
    ops: [crm.contacts.list],
    input: z.object({
      search: z
        .optional(z.string().check(z.maxLength(TEXT_LIMITS.contactSearch.max)))
        .check(
          z.describe(
            `Words to find (at most ${TEXT_LIMITS.contactSearch.max} characters); omit to list newest first.`,
          ),
        ),
      ...pageArguments(crm.contacts.list),
      workspaceId,
    }),
    output: z.object({
      contacts: z.array(contactRowSchema),
      page: z.number(),
      pageSize: z.number(),
      hasMore: z.boolean(),
    }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run({ workspaceId, ...query }, { call }) {
      const res = await call(crm.contacts.list, { query, workspaceId });
      return {
        contacts: res.items.map(contactRow),
        page: res.page,
        pageSize: res.pageSize,
        hasMore: res.hasMore,
      };
    },
    text: (r) =>
      [
        ...r.contacts.map(
          (c) =>
            `${c.id}  ${c.name ?? '(no name)'}${c.jobTitle[0] ? `, ${c.jobTitle[0]}` : ''}${c.companyName ? ` at ${c.companyName}` : ''}`,
        ),
        moreLine(r, 'contacts', pagingOf(crm.contacts.list).page.max),
      ].join('\n'),
  }),
  tool({
    name: 'crm_get_contact',
    title: 'Get a CRM contact',
    description: `One contact in full: names, job titles, company, emails and phones (index 0 is the primary), LinkedIn, location, tags, resume count, timestamps. A contact of another workspace, or archived, is not found. ${CRM_COST} Needs crm:read.`,
    ops: [crm.contacts.get],
    input: z.object({ contactId, workspaceId }),
    output: contactSchema,
    annotations: { readOnlyHint: true, idempotentHint: true },
    run: async ({ contactId, workspaceId }, { call }) =>
      await call(crm.contacts.get, { params: { id: contactId }, workspaceId }),
    text: (c) => contactText(c),
    pathArguments: CONTACT_PATH,
  }),
  tool({
    name: 'crm_upsert_contact',
    title: 'Create or match a CRM contact',
    description: `Creates a contact, or resolves to the existing one when an email or phone (or the person's platform account) matches: then the new emails, phones and tags are merged and \`deduplicated\` is true. \`name\` is required; at most 10 emails, 10 phones, 10 job titles, 50 tags (an unknown tag name creates the tag). An email or phone matching several contacts fails with CONTACT_CONFLICT. ${CRM_COST} Needs crm:write.`,
    ops: [crm.contacts.create],
    input: z.extend(contactCreateSchema, { workspaceId }),
    output: createdContactSchema,
    annotations: { readOnlyHint: false, idempotentHint: false },
    run: async ({ workspaceId, ...body }, { call }) => await call(crm.contacts.create, { body, workspaceId }),
    text: (c) =>
      `${c.deduplicated ? 'Matched an existing contact (deduplicated: new emails, phones and tags merged)' : 'Created'}:\n${contactText(c)}`,
  }),
  tool({
    name: 'crm_update_contact',
    title: 'Update a CRM contact',
    description: `Partial update: only the fields sent change. At most one email and one phone, each replacing the primary one; \`tags\` replaces the contact's tags. ${CRM_COST} Needs crm:write.`,
    ops: [crm.contacts.update],
    input: z.extend(contactUpdateSchema, { contactId, workspaceId }),
    output: contactSchema,
    annotations: { readOnlyHint: false, idempotentHint: true },
    run: async ({ contactId, workspaceId, ...body }, { call }) =>
      await call(crm.contacts.update, { params: { id: contactId }, body, workspaceId }),
    text: (c) => `Updated:\n${contactText(c)}`,
    pathArguments: CONTACT_PATH,
  }),
  tool({
    name: 'crm_delete_contact',
    title: 'Archive a CRM contact',
    description: `Soft delete: archives the contact with its interactions and pipeline cards (kept, never shown again). ${CRM_COST} Needs crm:write.`,
    ops: [crm.contacts.delete],
    input: z.object({ contactId, workspaceId }),
    output: contactDeleteResultSchema,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
    run: async ({ contactId, workspaceId }, { call }) =>
      await call(crm.contacts.delete, { params: { id: contactId }, workspaceId }),
    text: (r) => `${r.id}  archived, with its interactions and pipeline cards`,
    pathArguments: CONTACT_PATH,
  }),
  tool({
    name: 'crm_log_interaction',
    title: 'Log a CRM interaction',
    description: `Adds an entry to a contact's timeline; never de-duplicated (each call adds one). \`type\` is a name from crm_list_interaction_types (e.g. phonecall); a future \`date\` records a scheduled follow-up. An unknown type fails with UNKNOWN_INTERACTION_TYPE listing the valid names. ${CRM_COST} Needs crm:write.`,
    ops: [crm.contacts.interactions.log],
    input: z.extend(interactionLogSchema, { contactId, workspaceId }),
    output: interactionSchema,
    annotations: { readOnlyHint: false, idempotentHint: false },
    run: async ({ contactId, workspaceId, ...body }, { call }) =>
      await call(crm.contacts.interactions.log, { params: { id: contactId }, body, workspaceId }),
    text: (i) => `Logged:\n${interactionLine(interactionRow(i))}`,
    pathArguments: CONTACT_PATH,
  }),
  tool({
    name: 'crm_list_interactions',
    title: "A contact's timeline",
    description: `A contact's interactions newest first (scheduled follow-ups on top) with type, date, note and tags, and \`hasMore\`. Optionally one \`type\` only. ${CRM_COST} Needs crm:read.`,
    ops: [crm.contacts.interactions.list],
    input: z.object({
      contactId,
      type: z.optional(z.string()).check(z.describe('Only entries of this type name.')),
      ...pageArguments(crm.contacts.interactions.list),
      workspaceId,
    }),
    output: z.object({
      interactions: z.array(interactionRowSchema),
      page: z.number(),
      pageSize: z.number(),
      hasMore: z.boolean(),
    }),
    annotations: { readOnlyHint: true, idempotentHint: true },
    async run({ contactId, workspaceId, ...query }, { call }) {
      const res = await call(crm.contacts.interactions.list, {
        params: { id: contactId },
        query,
        workspaceId,
      });
      return {
        interactions: res.items.map(interactionRow),
        page: res.page,
        pageSize: res.pageSize,
        hasMore: res.hasMore,
      };
    },
    text: (r) =>
      [
        ...r.interactions.map(interactionLine),
        moreLine(r, 'interactions', pagingOf(crm.contacts.interactions.list).page.max),
      ].join('\n'),
    pathArguments: CONTACT_PATH,
  }),
  tool({
    name: 'crm_list_interaction_types',
    title: 'Interaction types',
    description: `The valid interaction type names, grouped by the seven categories (communication, assessment, interviews, offer, nextsteps, other, rejected): use one as \`type\` of crm_log_interaction. ${CRM_COST} Needs crm:read.`,
    ops: [crm.interactionTypes],
    input: z.object({ workspaceId }),
    output: interactionTypeCatalogSchema,
    annotations: { readOnlyHint: true, idempotentHint: true },
    run: async ({ workspaceId }, { call }) => await call(crm.interactionTypes, { workspaceId }),
    text: ({ categories }) =>
      categories.map((c) => `${c.category}: ${c.types.map((t) => t.name).join(', ')}`).join('\n'),
  }),
  tool({
    name: 'crm_upload_resume',
    title: 'Upload a resume',
    description: `Attaches a resume to a contact: a PDF, DOC or DOCX file as standard base64 (\`contentBase64\`), at most ${RESUME_LIMITS.maxBytes / (1024 * 1024)} MB decoded; \`mimeType\` must match the file's real type. Parsing runs asynchronously (\`parseStatus: queued\`) and fills only the contact's empty fields. Costs 1 CRM call of the organization's ${QUOTAS.crm.daily} per UTC day plus 1 of the key's ${RESUME_LIMITS.uploadsPerKeyPerDay} resume uploads per UTC day. Needs crm:write.`,
    ops: [crm.contacts.resume],
    input: z.extend(resumeUploadSchema, { contactId, workspaceId }),
    output: resumeUploadResultSchema,
    annotations: { readOnlyHint: false, idempotentHint: false },
    run: async ({ contactId, workspaceId, ...body }, { call }) =>
      await call(crm.contacts.resume, { params: { id: contactId }, body, workspaceId }),
    text: (r) =>
      `${r.resumeId}  ${r.fileName} (${r.mimeType}, ${r.sizeBytes} bytes) for contact ${r.contactId}: parse ${r.parseStatus}`,
    pathArguments: CONTACT_PATH,
  }),
];
