import type { EmulatorCore } from '../../engine/core.ts';
import { json } from '../../engine/errors.ts';
import { finiteLimit } from '../../engine/quotas.ts';
import { ContactService, registerContactRoutes } from './contacts.ts';
import { InteractionService, registerInteractionRoutes } from './interactions.ts';
import { registerPipelineRoutes } from './pipeline-routes.ts';
import { PipelineService } from './pipelines.ts';
import { ResumeService, registerResumeRoutes } from './resumes.ts';

export interface CrmFamily {
  contacts: ContactService;
  interactions: InteractionService;
  resumes: ResumeService;
  pipelines: PipelineService;
}

/** The CRM family: its routes and the services other features (seed, MCP tools) share. */
export function registerCrm(core: EmulatorCore): CrmFamily {
  const contacts = new ContactService(core);
  core.use({
    name: 'crm',
    reset: () => contacts.reset(),
    afterImport: () => contacts.rebuild(),
  });
  registerContactRoutes(core, contacts);

  const interactions = new InteractionService(core);
  const resumes = new ResumeService(core, contacts);
  core.use({
    name: 'crm.interactions-resumes',
    reset: () => interactions.reset(),
    afterImport: () => {
      interactions.rebuild();
      resumes.afterImport();
    },
  });
  registerInteractionRoutes(core, contacts, interactions);
  registerResumeRoutes(core, contacts, resumes);

  const pipelines = new PipelineService(core, contacts, core.options.limits?.crm);
  core.use({ name: 'crm.pipelines', reset: () => pipelines.reset(), afterImport: () => pipelines.rebuild() });
  registerPipelineRoutes(core, pipelines);

  core.route('crm', {
    method: 'GET',
    pattern: '/public/usage',
    scope: 'crm:read',
    metering: 'usage',
    workspace: 'optional',
    handler: (ctx) => {
      const q = core.quotas;
      const limits = q.config.crm;
      const used = q.usedToday(`crm|${ctx.org.id}`);
      const resumeUsed = q.usedToday(`resume|${ctx.key.id}`);
      return json(200, {
        dailyQuota: finiteLimit(limits.daily),
        used,
        remaining: finiteLimit(Math.max(0, limits.daily - used)),
        resetsAt: q.resetsAt(),
        period: 'utc_day',
        resumeUpload: {
          dailyLimit: finiteLimit(limits.resumeUploadsPerKeyPerDay),
          used: resumeUsed,
          remaining: finiteLimit(Math.max(0, limits.resumeUploadsPerKeyPerDay - resumeUsed)),
        },
      });
    },
  });
  return { contacts, interactions, resumes, pipelines };
}
