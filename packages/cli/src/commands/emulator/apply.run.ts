import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import { formatFields } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';
import {
  publishedJob,
  type SimulatedApplication,
  sampleCandidate,
  simulateApplication,
} from '../../lib/simulate.ts';

export interface ApplyOptions {
  postId?: string;
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  country?: string;
  resume?: boolean;
  video?: boolean;
  source?: string;
}

/** What an application made, and where its event went: `label: value` lines. */
export function renderApplication(application: SimulatedApplication): string {
  const sent =
    application.deliveries.length === 0
      ? 'no endpoint subscribed (`platform-api webhooks endpoints create`, or `webhooks listen`)'
      : application.deliveries
          .map(
            (d) =>
              `${d.endpointId} ${d.status}${d.statusCode !== null ? ` (${d.statusCode})` : d.error ? ` (${d.error})` : ''}`,
          )
          .join('; ');
  return formatFields([
    ['event', `application.received ${application.eventId}`],
    ['application', application.applicationId],
    ['card', application.listItemId],
    ['job', application.postId],
    ['deliveries', sent],
  ]);
}

/** Runs an application from the flags, for `emulator apply` and `webhooks trigger`. */
export async function apply(session: Session, options: ApplyOptions): Promise<SimulatedApplication> {
  const control = await session.control();
  const job = await publishedJob(session, control, options.postId);
  if (job.created) session.printer.note(`Published job ${job.postId} ("${job.title}") for the application`);
  const sample = sampleCandidate(session.ctx.now());
  return simulateApplication(control, {
    postId: job.postId,
    candidate: {
      name: options.name ?? sample.name,
      email: options.email ?? sample.email,
      ...(options.phone !== undefined ? { phoneNumber: options.phone } : {}),
      ...(options.location !== undefined ? { locationName: options.location } : {}),
      ...(options.country !== undefined ? { countryCode: options.country } : {}),
      ...(options.resume ? { resume: true } : {}),
      ...(options.video ? { video: true } : {}),
    },
    source: options.source,
  });
}

export async function run(ctx: CliContext, options: ApplyOptions, command: Command): Promise<void> {
  const session = new Session(ctx, command);
  const application = await apply(session, options);
  session.printer.result(application, () => renderApplication(application));
}
