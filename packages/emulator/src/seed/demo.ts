import type { EmulatorInternals } from '../internal.ts';
import { type DemoInfo, demoInfo } from './demo-names.ts';

export { DEMO_IDS, DEMO_KEYS, type DemoInfo, demoInfo } from './demo-names.ts';

/**
 * Seeds the demo into an emulator (its state empty: just made, or reset): organizations, keys, CRM
 * records and pipelines, the search pools switched on. Its code (the records, the
 * copy made once per process: `demo-seed.ts`) is loaded on the first call.
 */
export async function seedDemo(emu: EmulatorInternals): Promise<DemoInfo> {
  await (await import('./demo-seed.ts')).seedDemo(emu);
  return demoInfo();
}
