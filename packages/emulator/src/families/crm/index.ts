import { operations } from '@platform-api/sdk/operations';
import type { EmulatorCore } from '../../engine/core.ts';
import { counterOf, registerUsage } from '../../engine/usage.ts';
import { ContactService, registerContactRoutes } from './contacts.ts';
import { InteractionService, registerInteractionRoutes } from './interactions.ts';
import { registerPipelineRoutes } from './pipelines/routes.ts';
import { PipelineService } from './pipelines/service.ts';
import { ResumeService, registerResumeRoutes, resumeCounter } from './resumes.ts';

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
  registerPipelineRoutes(core, pipelines);

  registerUsage(core, operations.crm.usage, {
    extra: (ctx) => {
      const { limit, used, remaining } = counterOf(
        core,
        resumeCounter(ctx.key.id),
        core.quotas.config.crm.resumeUploadsPerKeyPerDay,
      );
      return { resumeUpload: { dailyLimit: limit, used, remaining } };
    },
  });
  return { contacts, interactions, resumes, pipelines };
}
