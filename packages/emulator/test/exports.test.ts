import { expect, test } from 'vitest';

// A new export is a decision: these lists change only on purpose (update with `vitest -u`).
const names = (mod: object) => Object.keys(mod).sort();

test('@platform-api/emulator (platform-neutral)', async () => {
  expect(names(await import('@platform-api/emulator'))).toMatchInlineSnapshot(`
    [
      "DEMO_IDS",
      "DEMO_KEYS",
      "Emulator",
      "createEmulator",
      "defaultQuotas",
    ]
  `);
});

test('@platform-api/emulator/node', async () => {
  expect(names(await import('@platform-api/emulator/node'))).toMatchInlineSnapshot(`
    [
      "EMULATOR_FLAGS",
      "runEmulatorCli",
    ]
  `);
});

test('an emulator instance shows its doors and control operations, not its internals', async () => {
  const { createEmulator } = await import('@platform-api/emulator');
  const emulator = await createEmulator();
  const shown = new Set<string>(Object.keys(emulator));
  for (
    let proto = Object.getPrototypeOf(emulator);
    proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') shown.add(name);
  }
  expect([...shown].sort()).toMatchInlineSnapshot(`
    [
      "addCandidates",
      "addFault",
      "addPublicJobs",
      "approveJob",
      "baseUrl",
      "clearFaults",
      "clock",
      "close",
      "createApplication",
      "createJob",
      "createKey",
      "createOrg",
      "demo",
      "exportState",
      "fetch",
      "flushWebhooks",
      "handle",
      "handlers",
      "importState",
      "listDeliveries",
      "listen",
      "loadStateFile",
      "options",
      "reset",
      "revokeKey",
      "serveFile",
      "snapshot",
      "version",
    ]
  `);
});
