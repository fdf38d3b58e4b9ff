export type { CreatedKey, CreatedOrg } from './control/orgs.ts';
export type { EmulatorOptions, FaultInput, ListenOptions, RunningServer } from './emulator.ts';
export { createEmulator, Emulator } from './emulator.ts';
export type { FamilyLimits, QuotaConfig, QuotaOverrides } from './engine/quotas.ts';
export { defaultQuotas } from './engine/quotas.ts';
export { runEmulatorCli } from './node/cli.ts';
export type { DemoInfo } from './seed/demo.ts';
export { DEMO_IDS, DEMO_KEYS } from './seed/demo.ts';
