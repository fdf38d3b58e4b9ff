// The platform-neutral entry of @platform-api/emulator: the emulator, its in-process doors (fetch,
// msw handlers) and the demo seed's fixed names. Node-only parts (the CLI) are in `./node`.

export type { FlushResult } from './delivery/engine.ts';
export type { DeliveryDump } from './delivery/log.ts';
export { createEmulator, Emulator } from './emulator.ts';
export type { LimitOverrides } from './engine/limits.ts';
export type { FamilyLimits, QuotaConfig, QuotaOverrides } from './engine/quotas.ts';
export { defaultQuotas } from './engine/quotas.ts';
export type { CandidateInput } from './families/candidate-search/index.ts';
export type { PublicJobInput } from './families/job-search/index.ts';
export type { ApplicationInput, CreatedApplication } from './flows/apply.ts';
export type { CreatedKey, CreatedOrg, KeyInput } from './platform/accounts.ts';
export type { CreatedJob, CreateJobInput } from './platform/job-posts.ts';
export type { DemoInfo } from './seed/demo.ts';
export { DEMO_IDS, DEMO_KEYS } from './seed/demo.ts';
export type { EmulatorOptions, FaultInput, ListenOptions, RunningServer } from './types.ts';
