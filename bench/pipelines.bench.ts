/**
 * The single pipeline read of a full board, in-process: 30 stages of 50 cards, pageSize 50 (1,500
 * cards in one answer), beside the cheapest authenticated route measured in the same run.
 * Run alone: node --conditions=platform-api-source --experimental-strip-types bench/pipelines.bench.ts
 */
import { createEmulator, type Emulator } from '@platform-api/emulator';
import { internals } from '../packages/emulator/src/internal.ts';
import { type BenchResult, isMain, median, printTable } from './lib.ts';

const STAGES = 30;
const CARDS_PER_STAGE = 50;
const WARMUP = 50;
const SAMPLES = 300;

/** An emulator holding one 30-stage board with 50 cards in every stage, and a key. */
export async function emulatorWithBoard(): Promise<{ emu: Emulator; key: string; listId: string }> {
  const emu = await createEmulator({ unlimited: true });
  const org = await emu.createOrg({ name: 'Bench', plan: 'enterprise' });
  const created = await emu.createKey(org.id);
  const actor = { orgId: org.id, workspaceId: org.workspaces[0]!.id, userId: created.userId };
  const pipelines = internals(emu).crm.pipelines;
  const stages = Array.from({ length: STAGES }, (_, i) => ({ name: `Stage ${i + 1}`, color: '#3b82f6' }));
  const list = await pipelines.lists.create(
    { ...actor, nowIso: emu.clock.now() },
    { name: 'Bench Board', stages },
  );
  for (const stageId of pipelines.store.index.stageIds(list.id)) {
    for (let i = 0; i < CARDS_PER_STAGE; i++) {
      const { contact } = await internals(emu).crm.contacts.create(
        { ...actor, nowIso: emu.clock.now() },
        { name: `Candidate ${stageId.slice(-4)} ${i}` },
      );
      await pipelines.cards.add(
        actor.workspaceId,
        list.id,
        { contactId: contact.id, stageId },
        emu.clock.now(),
      );
    }
  }
  return { emu, key: created.key, listId: list.id };
}

/** p50 in ms of `GET url` through the in-process fetch, body read. */
async function p50(emu: Emulator, url: string, key: string, check: (body: string) => void): Promise<number> {
  const headers = { 'x-api-key': key };
  for (let i = 0; i < WARMUP; i++) await (await emu.fetch(url, { headers })).text();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await emu.fetch(url, { headers });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (i === 0) {
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
      check(body);
    }
  }
  return median(times);
}

export async function run(): Promise<BenchResult[]> {
  const { emu, key, listId } = await emulatorWithBoard();
  const crm = `${emu.baseUrl}/api/v3.0/crm/public`;
  const usage = await p50(emu, `${crm}/usage`, key, () => {});
  const board = await p50(emu, `${crm}/lists/${listId}?pageSize=50`, key, (body) => {
    const parsed = JSON.parse(body) as { itemCount: number; stages: { items: unknown[] }[] };
    const shown = parsed.stages.reduce((n, s) => n + s.items.length, 0);
    if (parsed.stages.length !== STAGES || shown !== STAGES * CARDS_PER_STAGE) {
      throw new Error(`the board shows ${parsed.stages.length} stages and ${shown} cards`);
    }
  });
  return [
    {
      name: `in-process GET /lists/{id}, ${STAGES} stages x ${CARDS_PER_STAGE} cards, pageSize 50 (p50 of ${SAMPLES})`,
      value: board,
      unit: 'ms',
      baseline: { name: 'in-process GET /usage p50', value: usage },
      ratio: board / usage,
      target: 'p50 < 5 ms',
      pass: board < 5,
    },
  ];
}

if (isMain(import.meta.url)) printTable(await run());
