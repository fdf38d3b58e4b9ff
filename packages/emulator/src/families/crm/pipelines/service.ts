import type { EmulatorCore } from '../../../engine/core.ts';
import type { ContactService } from '../contacts.ts';
import { PipelineCards } from './cards.ts';
import { PipelineLists } from './lists.ts';
import { PipelineStages } from './stages.ts';
import { type PipelineLimits, PipelineStore } from './store.ts';
import { PipelineViews } from './views.ts';

/**
 * CRM pipelines (lists), their stages and cards: `lists`, `stages` and `cards` hold the rules of the
 * pipeline routes, `views` their answers, `store` the tables and board index they share. Used by the
 * HTTP routes, the job postings and the application flow.
 */
export class PipelineService {
  readonly store: PipelineStore;
  readonly views: PipelineViews;
  readonly lists: PipelineLists;
  readonly stages: PipelineStages;
  readonly cards: PipelineCards;

  constructor(core: EmulatorCore, contacts: ContactService, limits: Partial<PipelineLimits> = {}) {
    this.store = new PipelineStore(core, contacts, limits);
    this.views = new PipelineViews(this.store);
    this.lists = new PipelineLists(this.store, this.views);
    this.stages = new PipelineStages(this.store);
    this.cards = new PipelineCards(this.store);
    contacts.archiveListeners.push((contact, ctx) => this.cards.removeForContact(contact.id, ctx.nowIso));
    core.use({
      name: 'crm.pipelines',
      reset: () => this.store.index.clear(),
      afterImport: () => this.store.rebuild(),
    });
  }
}
