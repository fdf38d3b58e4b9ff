import type {
  ApplicationCandidate,
  ApplicationReceivedData,
  ScreeningAnswer,
} from '@platform-api/sdk/schemas';
import { z } from 'zod/mini';
import type { DeliveryEngine } from '../delivery/engine.ts';
import type { EmulatorCore } from '../engine/core.ts';
import { sha256Hex } from '../engine/crypto.ts';
import { HttpError, validationError } from '../engine/errors.ts';
import { randomToken } from '../engine/ids.ts';
import type { ContactService } from '../families/crm/contacts.ts';
import type { PipelineService } from '../families/crm/pipelines/service.ts';
import { type AssetService, resumePdf } from '../families/webhooks/assets.ts';
import type { JobPostService } from '../platform/job-posts.ts';
import { JOB_SITE_URL } from '../platform/public-pages.ts';

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

/**
 * The body of `POST /_emulator/applications` (the contract's) and `emulator.createApplication()`,
 * built on its first use (once per process): importing or creating an emulator builds none of it.
 */
export function applicationInputSchema() {
  applicationSchema ??= buildApplicationInputSchema();
  return applicationSchema;
}

let applicationSchema: ReturnType<typeof buildApplicationInputSchema> | undefined;

function buildApplicationInputSchema() {
  const screeningAnswerInput = z.looseObject({
    questionId: z.optional(z.string()),
    question: z.optional(z.string()),
    answer: z.optional(z.unknown()),
    questionType: z.optional(z.string()),
    answerKind: z.optional(z.string()),
    required: z.optional(z.boolean()),
    disqualifying: z.optional(z.boolean()),
  });

  const application = z.strictObject({
    postId: z.string().check(z.regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hex id')),
    candidate: z.strictObject({
      name: text(200).check(z.minLength(1, 'must not be empty')),
      email: z.email('must be a valid email address'),
      phoneNumber: z.optional(text(64)),
      locationName: z.optional(text(200)),
      countryCode: z.optional(
        z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
      ),
      resume: z.optional(z.boolean()),
      video: z.optional(z.boolean()),
    }),
    source: z.optional(text(64).check(z.minLength(1, 'must not be empty'))),
    screeningAnswers: z.optional(
      z.array(screeningAnswerInput).check(z.maxLength(100, 'at most 100 answers allowed')),
    ),
  });
  return application;
}

export type ApplicationInput = z.input<ReturnType<typeof applicationInputSchema>>;

/** What `createApplication` / `POST /_emulator/applications` answers: the ids of the application, its card and its `application.received` event. */
export interface CreatedApplication {
  applicationId: string;
  listItemId: string;
  eventId: string;
}

/** What the application flow needs from the rest of the emulator. */
export interface ApplicationDeps {
  core: EmulatorCore;
  posts: JobPostService;
  contacts: ContactService;
  pipelines: PipelineService;
  deliveries: DeliveryEngine;
  assets: AssetService;
}

/** Default apply flow of a simulated application. */
export const DEFAULT_APPLICATION_SOURCE = 'desktop';

/**
 * A candidate applies to a published job: the person becomes (or matches) a CRM contact of the
 * job's workspace, a card lands in the job's pipeline, and `application.received` goes to the
 * active endpoints subscribed to it that cover the workspace.
 */
export async function createApplication(
  deps: ApplicationDeps,
  input: z.output<ReturnType<typeof applicationInputSchema>>,
  origin: string | null,
): Promise<CreatedApplication> {
  const { core } = deps;
  const post = deps.posts.get(input.postId);
  if (!post) {
    throw new HttpError('NOT_FOUND', 'No job post with this id.', {
      details: [{ field: 'postId', message: 'no job post found for this id' }],
    });
  }
  // A job sent to approval by the job-builder takes applications too (the contract says so).
  if (post.status === 'draft') {
    throw validationError('The job post is a draft: candidates apply to published jobs only.', [
      { field: 'postId', message: 'job post is a draft' },
    ]);
  }
  if (post.listId === null) {
    throw new HttpError(
      'VALIDATION_ERROR',
      "The job's pipeline was deleted, so there is nowhere for the application to land.",
      { status: 409, details: [{ field: 'postId', message: 'job has no pipeline' }] },
    );
  }
  const nowIso = core.clock.iso();
  const c = input.candidate;
  const source = input.source ?? DEFAULT_APPLICATION_SOURCE;
  const { contact } = await deps.contacts.create(
    { workspaceId: post.workspaceId, orgId: post.orgId, userId: null, nowIso },
    {
      name: c.name,
      emails: [{ email: c.email }],
      ...(c.phoneNumber && /\d/.test(c.phoneNumber) ? { phones: [{ phone: c.phoneNumber }] } : {}),
      ...(c.locationName ? { locationName: c.locationName } : {}),
    },
  );
  const card = await deps.pipelines.cards.addApplication({
    listId: post.listId,
    contactId: contact.id,
    // The spec's `authorId`: the platform user id, set for platform-user applicants.
    authorId: contact.platformUserId ?? null,
    source,
    nowIso,
  });
  // One application per person and job, whichever flow they used: the id is derived, not stored.
  const applicationId = sha256Hex(`${post.id}|${c.email.trim().toLowerCase()}`).slice(0, 24);

  const answers = (input.screeningAnswers ?? []).map(
    (a, i): ScreeningAnswer => ({
      questionId: a.questionId ?? `q${i + 1}`,
      question: a.question ?? '',
      answer: a.answer ?? null,
      questionType: a.questionType ?? 'text',
      answerKind: a.answerKind ?? 'text',
      required: a.required ?? false,
      disqualifying: a.disqualifying ?? false,
    }),
  );
  const qualificationStatus =
    answers.length === 0
      ? 'not_screened'
      : answers.some((a) => a.disqualifying)
        ? 'disqualified'
        : 'qualified';

  const candidate: ApplicationCandidate = {
    publicId: `pc1.${randomToken(18)}`,
    name: c.name,
    // "The stable person key, used to match people across applications" (spec 2): one spelling
    // per person, as the application id reads it.
    email: c.email.trim().toLowerCase(),
    phoneNumber: c.phoneNumber ?? '',
    locationName: c.locationName ?? '',
    countryCode: c.countryCode?.toUpperCase() ?? '',
  };
  if (c.resume) {
    const token = await deps.assets.create(post.orgId, {
      fileName: `${
        c.name
          .normalize('NFD')
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'candidate'
      }-resume.pdf`,
      mimeType: 'application/pdf',
      bytes: resumePdf([c.name, c.email, `Applied for: ${post.title}`, c.locationName ?? '']),
    });
    candidate.resumeUrl = deps.assets.link(token, origin);
  }
  if (c.video) candidate.videoUrl = `https://cdn.platform.example/application-videos/${core.newId()}.mp4`;

  // Built as the event table's type: a field renamed or left out here fails `tsc`.
  const data: ApplicationReceivedData = {
    application: {
      id: applicationId,
      listItemId: card.id,
      url: `${JOB_SITE_URL}/employer/jobs/${post.id}/applicants/${applicationId}`,
      appliedAt: nowIso,
      source,
      qualificationStatus,
      screeningAnswers: answers,
    },
    job: {
      postId: post.id,
      url: post.url,
      title: post.title,
      locationName: post.locationName ?? '',
      countryCode: post.countryCode ?? '',
      isRemote: post.isRemote,
      workspaceId: post.workspaceId,
    },
    candidate,
  };
  const { eventId } = await deps.deliveries.emit({
    orgId: post.orgId,
    workspaceId: post.workspaceId,
    type: 'application.received',
    data,
    occurredAt: nowIso,
  });
  return { applicationId, listItemId: card.id, eventId };
}
