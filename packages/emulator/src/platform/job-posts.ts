import type { EmulatorCore } from '../engine/core.ts';
import { HttpError, validationError } from '../engine/errors.ts';
import { loadScrubber } from '../shared/search/scrubber.ts';
import { type JobPostRecord, type JobPostStatus, jobPostRecordSchema } from '../store/job-posts.ts';
import { Table } from '../store/table.ts';
import { applyUrlOf, slugify } from './public-pages.ts';

/**
 * What job posts need of the CRM, declared here so that no family is imported: a pipeline for each
 * post that receives applicants. The CRM's pipeline lists serve it (the emulator wires them, and
 * tells `pipelineDeleted` when one of those pipelines is deleted).
 */
export interface PostPipelines {
  /** Makes the pipeline of a post (templateType `JOBSEARCH_PIPELINE_<LANG>`, `associatedPosts: [postId]`). */
  createForJob(
    actor: { orgId: string; workspaceId: string; nowIso: string },
    job: { name: string; language: string; postId: string },
  ): Promise<{ id: string }>;
}

/** `POST /_emulator/jobs` and `emu.createJob(...)`. */
export interface CreateJobInput {
  orgId: string;
  /** @default the organization's first workspace */
  workspaceId?: string | undefined;
  title: string;
  locationName?: string | null | undefined;
  countryCode?: string | null | undefined;
  /** @default false */
  isRemote?: boolean | undefined;
  /** ISO 639-1. @default 'en' */
  language?: string | undefined;
}

/** What `createJob` / `POST /_emulator/jobs` answers: the job post and its pipeline (`listId`, null once that pipeline is deleted). */
export interface CreatedJob {
  postId: string;
  listId: string | null;
}

/**
 * Job postings of organizations: what the application (and later the job-builder) creates. A
 * published post owns a pipeline that receives its applicants; deleting that pipeline clears the
 * post's `listId`.
 */
export class JobPostService {
  readonly posts: Table<typeof jobPostRecordSchema>;
  readonly #core: EmulatorCore;
  readonly #pipelines: PostPipelines;

  constructor(core: EmulatorCore, pipelines: PostPipelines) {
    this.#core = core;
    this.#pipelines = pipelines;
    this.posts = core.state.addTable(new Table('jobPosts', jobPostRecordSchema));
  }

  /** A pipeline was deleted: the posts it served have none any more (`listId` null). */
  async pipelineDeleted(pipeline: { id: string; associatedPosts: readonly string[] }): Promise<void> {
    for (const postId of pipeline.associatedPosts) {
      const post = this.posts.get(postId);
      if (post && post.listId === pipeline.id) {
        await this.posts.update(post, (d) => {
          d.listId = null;
        });
      }
    }
  }

  get(postId: string): JobPostRecord | undefined {
    return this.posts.get(postId.toLowerCase());
  }

  /**
   * Stores a post. A `published` one (approved, live) and a `pending` one (sent to approval by the
   * job-builder) get their own pipeline (templateType `JOBSEARCH_PIPELINE_<LANG>`,
   * `associatedPosts: [postId]`), so applications land somewhere; drafts have none.
   */
  async create(
    input: CreateJobInput,
    status: JobPostStatus = 'published',
    extra: Partial<Pick<JobPostRecord, 'job' | 'jobBuilderProgress'>> = {},
  ): Promise<CreatedJob> {
    await loadScrubber(); // the slug leaves contact data out
    const core = this.#core;
    const org = core.tables.orgs.get(input.orgId.toLowerCase());
    if (!org) {
      throw new HttpError('NOT_FOUND', 'No organization with this id.', {
        details: [{ field: 'orgId', message: 'not found' }],
      });
    }
    const workspaces = core.tables.workspaces.all().filter((w) => w.orgId === org.id);
    const workspaceId = input.workspaceId?.toLowerCase() ?? workspaces[0]?.id;
    if (!workspaceId || !workspaces.some((w) => w.id === workspaceId)) {
      throw validationError('workspaceId is not a workspace of this organization.', [
        { field: 'workspaceId', message: 'not a workspace of this organization' },
      ]);
    }
    const title = input.title.trim();
    if (!title)
      throw validationError('title must not be empty.', [{ field: 'title', message: 'must not be empty' }]);
    const language = (input.language ?? 'en').toLowerCase();
    const nowIso = core.clock.iso();
    const id = core.newId();
    const slug = `${slugify(title)}-${id.slice(-8)}`;
    const post = await this.posts.insert({
      id,
      orgId: org.id,
      workspaceId,
      title,
      locationName: input.locationName ?? null,
      countryCode: input.countryCode ? input.countryCode.toUpperCase() : null,
      isRemote: input.isRemote ?? false,
      language,
      status,
      listId: null,
      slug,
      url: applyUrlOf(slug, language)!,
      createdAt: nowIso,
      job: extra.job ?? null,
      jobBuilderProgress: extra.jobBuilderProgress ?? null,
      publishedAt: status === 'published' ? nowIso : null,
    });
    if (status === 'draft') return { postId: post.id, listId: null };
    const pipeline = await this.#pipelines.createForJob(
      { orgId: org.id, workspaceId, nowIso },
      { name: title, language, postId: post.id },
    );
    await this.posts.update(post, (d) => {
      d.listId = pipeline.id;
    });
    return { postId: post.id, listId: pipeline.id };
  }

  /** The approval of a pending post (the application's review, which the API never does): it goes live. */
  async approve(postId: string): Promise<{ postId: string; status: JobPostStatus }> {
    const post = this.get(postId);
    if (!post) {
      throw new HttpError('NOT_FOUND', 'No job post with this id.', {
        details: [{ field: 'postId', message: 'no job post found for this id' }],
      });
    }
    if (post.status === 'draft') {
      throw new HttpError(
        'VALIDATION_ERROR',
        'A draft is not sent to approval: publish it from the application first.',
        {
          status: 409,
          details: [{ field: 'postId', message: 'job post is a draft' }],
        },
      );
    }
    if (post.status === 'pending') {
      const nowIso = this.#core.clock.iso();
      await this.posts.update(post, (d) => {
        d.status = 'published';
        d.publishedAt = nowIso;
      });
    }
    return { postId: post.id, status: 'published' };
  }
}
