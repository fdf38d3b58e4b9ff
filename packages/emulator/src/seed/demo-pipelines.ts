import type { EmulatorInternals } from '../internal.ts';

/**
 * Demo pipelines of Acme's Default workspace: a default candidate board, a board with its own
 * Spanish stages, and a published job posting with its application pipeline. Cards are spread over
 * the stages so that boards, counts and pagination have something to show.
 */
export async function seedDemoPipelines(
  emu: EmulatorInternals,
  at: { orgId: string; workspaceId: string; userId: string },
): Promise<void> {
  const { core, crm } = emu;
  const pipelines = crm.pipelines;
  const nowIso = core.clock.iso();
  const actor = { ...at, nowIso };
  const contacts = core.tables.contacts
    .all()
    .filter((c) => c.workspaceId === at.workspaceId && !c.archivedAt)
    .map((c) => c.id);
  const place = async (listId: string, counts: number[], from: number) => {
    const stageIds = pipelines.store.index.stageIds(listId);
    let next = from;
    for (const [i, count] of counts.entries()) {
      for (let n = 0; n < count && next < contacts.length; n++) {
        await pipelines.cards.add(
          at.workspaceId,
          listId,
          { contactId: contacts[next++]!, stageId: stageIds[i] },
          nowIso,
        );
      }
    }
    return next;
  };

  const backend = await pipelines.lists.create(actor, { name: 'Backend Engineers 2026', color: '#1a73e8' });
  let used = await place(backend.id, [6, 4, 3, 1, 1], 0);
  const nurses = await pipelines.lists.create(actor, {
    name: 'Nurses Madrid',
    color: 'teal',
    stages: [
      { name: 'Solicitud recibida', color: '#3b82f6' },
      { name: 'Entrevista telefónica', color: '#8b5cf6' },
      { name: 'Visita al hospital', color: '#f59e0b' },
      { name: 'Oferta / Contrato', color: '#22c55e' },
    ],
  });
  used = await place(nurses.id, [3, 2, 1, 1], used);
  await emu.posts.create({
    orgId: at.orgId,
    workspaceId: at.workspaceId,
    title: 'Customer Success Manager',
    locationName: 'Lisbon, Portugal',
    countryCode: 'PT',
    isRemote: true,
  });
}
