import type { CreatedApplication, CreatedJob, DeliveryDump } from '@platform-api/emulator';
import type { EmulatorControl } from './emulator-control.ts';
import { CliError } from './errors.ts';
import type { Session } from './session.ts';

/** A job as the emulator's control API lists it (`GET /_emulator/jobs`), the fields read here. */
interface ListedJob {
  postId: string;
  title: string;
  status: string;
}

/** What a simulated candidate sends (`POST /_emulator/applications`'s `candidate`). */
export interface CandidateInput {
  name: string;
  email: string;
  phoneNumber?: string;
  locationName?: string;
  countryCode?: string;
  resume?: boolean;
  video?: boolean;
}

/** The title of the job `trigger` publishes when the organization has none. */
export const TRIGGER_JOB_TITLE = 'Test job (platform-api webhooks trigger)';

/**
 * The published job a simulated candidate applies to: `postId` when given; else the newest published
 * job of the key's organization; else one published for the purpose (in the key's first workspace),
 * as if made and approved in the application (in `--workspace-id`'s workspace when given). The key's
 * organization comes from the emulator.
 */
export async function publishedJob(
  session: Session,
  control: EmulatorControl,
  postId: string | undefined,
): Promise<{ postId: string; title: string | undefined; created: boolean }> {
  if (postId !== undefined) return { postId, title: undefined, created: false };
  const info = await session.keyInfo();
  if (!info) {
    throw new CliError(
      "Which job? Pass --post-id <id> (a published job's id): the emulator could not tell the key's organization " +
        '(is --base-url an emulator, and the key one of its keys?)',
      { code: 'CONFIGURATION_ERROR' },
    );
  }
  const { items } = await control.call<{ items: ListedJob[] }>(
    'GET',
    `/jobs?orgId=${info.orgId}&status=published`,
  );
  const job = items[0];
  if (job) return { postId: job.postId, title: job.title, created: false };
  // In the workspace the command is told to use, else the key's first (when the emulator can tell).
  const workspaceId = (await session.settings()).workspaceId.value ?? info.workspaces?.[0]?.id;
  const made = await control.call<CreatedJob>('POST', '/jobs', {
    orgId: info.orgId,
    ...(workspaceId ? { workspaceId } : {}),
    title: TRIGGER_JOB_TITLE,
  });
  return { postId: made.postId, title: TRIGGER_JOB_TITLE, created: true };
}

/** A candidate for a simulated application: a fresh email each time, so each one is a new person. */
export function sampleCandidate(now: Date): CandidateInput {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    name: 'Ada Lovelace',
    email: `ada.lovelace+${stamp}${Math.floor(Math.random() * 1000)}@example.com`,
  };
}

/** What a simulated application made, and where its event went once the emulator tried to deliver it. */
export interface SimulatedApplication extends CreatedApplication {
  postId: string;
  deliveries: { endpointId: string; status: string; statusCode: number | null; error: string | null }[];
}

/**
 * A candidate applies (`POST /_emulator/applications`): a card lands in the job's pipeline and
 * `application.received` is emitted; then the due deliveries are attempted (`POST
 * /_emulator/webhooks/flush`) and the event's deliveries read back.
 */
export async function simulateApplication(
  control: EmulatorControl,
  input: { postId: string; candidate: CandidateInput; source?: string | undefined },
): Promise<SimulatedApplication> {
  const created = await control.call<CreatedApplication>('POST', '/applications', {
    postId: input.postId,
    candidate: input.candidate,
    ...(input.source !== undefined ? { source: input.source } : {}),
  });
  await control.call('POST', '/webhooks/flush');
  const { items } = await control.call<{ items: DeliveryDump[] }>('GET', '/deliveries');
  const deliveries = items
    .filter((d) => d.eventId === created.eventId)
    .map((d) => {
      const last = d.attempts[d.attempts.length - 1];
      return {
        endpointId: d.endpointId,
        status: d.status,
        statusCode: last?.statusCode ?? null,
        error: last?.error ?? null,
      };
    });
  return { ...created, postId: input.postId, deliveries };
}
