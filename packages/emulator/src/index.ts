export { createEmulator, Emulator } from './emulator.ts';
export type { EmulatorOptions, FaultInput, ListenOptions, RunningServer } from './emulator.ts';
export type { CreatedKey, CreatedOrg } from './control/orgs.ts';
export type { FamilyLimits, QuotaConfig, QuotaOverrides } from './engine/quotas.ts';
export { defaultQuotas } from './engine/quotas.ts';
export { DEMO_IDS, DEMO_KEYS } from './seed/demo.ts';
export type { DemoInfo } from './seed/demo.ts';
export { runEmulatorCli } from './node/cli.ts';
