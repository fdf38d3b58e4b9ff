// The pipeline examples of docs/crm.md (each #region is shown there verbatim), run by
// test/crm-pipelines.test.ts against an emulator with the demo seed.
import { deriveIdempotencyKey, isPipelineNotFound, isPlatformError, PlatformClient } from '@platform-api/sdk';

const client = new PlatformClient({
  apiKey: process.env.PLATFORM_API_KEY ?? 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w', // a demo key of the emulator
  baseUrl: process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010',
  workspaceId: process.env.PLATFORM_WORKSPACE_ID ?? '65f1c0de00000000000000a1', // Acme's Default workspace
});

// #region pipelines
// With neither `stages` nor `copyFromListId`: the default board.
const pipeline = await client.crm.lists.create({ name: 'Data Engineers 2026', color: '#0ea5e9' });
console.log(pipeline.stages.map((s) => `${s.zorder}. ${s.name}`).join(', ')); // 1. Applied, 2. Screening, ...

// Own stages (stage names may hold accents and slashes), or a copy of one of your own pipelines.
const custom = await client.crm.lists.create({
  name: 'Nurses Valencia',
  stages: [
    { name: 'Solicitud recibida', color: '#3b82f6' },
    { name: 'Entrevista/Visita', color: 'orange' },
  ],
});
const copy = await client.crm.lists.create({ name: 'Nurses Sevilla', copyFromListId: custom.id });

for await (const p of client.crm.lists.list({ pageSize: 50 })) console.log(p.name, p.itemCount);

await client.crm.lists.update(copy.id, { name: 'Nurses Seville', color: null });
const { effects } = await client.crm.lists.delete(copy.id);
console.log(`deleted ${effects.stagesDeleted} stages and ${effects.itemsDeleted} cards`);
// #endregion pipelines

// #region idempotency
// A key derived from the content: a process that restarts and sends the same body again within
// 24 hours gets the pipeline already created instead of a second one.
const body = { name: 'Sales Team 2026' };
const idempotencyKey = await deriveIdempotencyKey(body);
const first = await client.crm.lists.create(body, { idempotencyKey }).withResponse();
const again = await client.crm.lists.create(body, { idempotencyKey }).withResponse();
console.log(first.replayed, again.replayed, again.data.id === first.data.id); // false true true
// #endregion idempotency

// #region stages
const stages = await client.crm.lists.stages.add(pipeline.id, {
  name: 'Référence / vérif',
  color: '#f97316',
});
const [applied, screening] = stages;
await client.crm.lists.stages.update(pipeline.id, screening!.id, { name: 'Phone screen' });

// Move the new stage right after Applied: stageIds lists every active stage, each once.
const ids = stages.map((s) => s.id);
const reordered = await client.crm.lists.stages.reorder(pipeline.id, {
  stageIds: [ids[0]!, ids.at(-1)!, ...ids.slice(1, -1)],
});
console.log(reordered.stages.map((s) => `${s.zorder}. ${s.name}`).join(', '));
// #endregion stages

// #region cards
const contact = await client.crm.contacts.create({
  name: 'Grace Hopper',
  emails: [{ email: 'grace@example.com' }],
});
const card = await client.crm.lists.items.add(pipeline.id, { contactId: contact.id }); // lands in zorder 1
await client.crm.lists.items.move(pipeline.id, card.id, { stageId: screening!.id });

// The same contact again moves its card (200) and never duplicates it.
const { data: same, response } = await client.crm.lists.items
  .add(pipeline.id, { contactId: contact.id, stageId: applied!.id })
  .withResponse();
console.log(response.status, same.id === card.id); // 200 true

// A stage holding cards is deleted with a stage to receive them; the board is renumbered.
const { stagesRemaining } = await client.crm.lists.stages.delete(pipeline.id, applied!.id, {
  moveToStageId: screening!.id,
});
console.log(stagesRemaining.map((s) => `${s.zorder}. ${s.name} (${s.itemCount})`).join(', '));

await client.crm.lists.items.remove(pipeline.id, card.id); // the contact stays
// #endregion cards

// #region board
// One page of cards in every stage; `hasMore` when any stage has more.
const board = await client.crm.lists.get(pipeline.id, { pageSize: 20 });
for (const stage of board.stages) console.log(stage.name, stage.itemCount, stage.items.length);
if (board.hasMore) console.log('a stage holds more than 20 cards: read page 2');

// Every card of every stage, page by page (one metered call per page).
for await (const { stage, card } of client.crm.lists.iterateCards(pipeline.id, { pageSize: 50 })) {
  console.log(stage.name, card.contactId, card.source);
}
// #endregion board

// #region errors
try {
  await client.crm.lists.items.add(pipeline.id, { contactId: 'ffffffffffffffffffffffff' });
} catch (err) {
  // A pipeline 404 names the id to fix: id, stageId, itemId, contactId, moveToStageId or copyFromListId.
  if (isPipelineNotFound(err, 'contactId')) console.log('no such contact in this workspace');
  else if (isPlatformError(err, 'LIST_HAS_NO_STAGES')) console.log('add a stage first');
  else throw err;
}

try {
  await client.crm.lists.create({ name: 'R&D Team' });
} catch (err) {
  // Rejected by the SDK before sending: no quota spent.
  if (isPlatformError(err, 'VALIDATION_ERROR'))
    console.log(err.local, err.details[0]?.field); // true name
  else throw err;
}
// #endregion errors
