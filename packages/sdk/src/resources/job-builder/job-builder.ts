import type { APIPromise } from '../../core/api-promise.ts';
import type { IdempotentRequestOptions, RequestOptions } from '../../core/types.ts';
import { jobBuilder } from '../../operations/job-builder.ts';
import { APIResource } from '../../resource.ts';
import type {
  JobBuilderUsage,
  JobCreateInput,
  JobCreateResult,
  JobGenerateInput,
  PublicJob,
} from '../../schemas/job-builder.ts';

/**
 * The job-builder family: `client.jobBuilder`. Turns a hiring request in natural language into a
 * structured job. Platinum plan or higher; 10 successful calls per organization per UTC day,
 * `generate` and `createJob` together.
 */
export class JobBuilder extends APIResource {
  /**
   * A preview: the structured job (title, work mode, salary, employment types, categories,
   * education, skills; the HTML description with `includeDescription: true`). Nothing is saved;
   * spends one of the 10 daily calls.
   *
   * @example
   * ```
   * const job = await client.jobBuilder.generate({
   *   prompt: 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL, 60-75k EUR',
   *   language: 'es',
   * });
   * console.log(job.title, job.workMode.displayName, job.salary.recommended, job.salary.currency);
   * ```
   */
  generate(body: JobGenerateInput, options?: RequestOptions): APIPromise<PublicJob> {
    return this._client.call(jobBuilder.generate, { body }, options);
  }

  /**
   * Creates a real job: an editable draft (default; `listId` null, `jobBuilderProgress` kept) or,
   * with `publishMode: 'publish'`, a standard job sent to approval (`status: 'pending'`, its
   * pipeline's `listId`). Idempotent: the SDK sends an `Idempotency-Key` (yours via
   * `options.idempotencyKey`, else a random one reused by every retry of this call), so a retry
   * after a lost answer returns the job already created, spending no quota; `.withResponse()`
   * tells whether the answer was such a replay (`replayed`).
   *
   * @example
   * ```
   * const { postId, status, listId } = await client.jobBuilder.createJob({
   *   prompt: 'Registered nurse, night shifts, Lisbon',
   *   language: 'pt',
   *   publishMode: 'publish',
   * });
   * const { data, replayed } = await client.jobBuilder
   *   .createJob({ prompt: 'Barista in Austin', language: 'en' }, { idempotencyKey: 'barista-austin-1' })
   *   .withResponse();
   * ```
   */
  createJob(body: JobCreateInput, options?: IdempotentRequestOptions): APIPromise<JobCreateResult> {
    return this._client.call(jobBuilder.jobs.create, { body }, options);
  }

  /** Today's job-builder quota of the organization (10 per UTC day). Spends nothing. */
  usage(options?: RequestOptions): APIPromise<JobBuilderUsage> {
    return this._client.call(jobBuilder.usage, {}, options);
  }
}
