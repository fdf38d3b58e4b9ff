import * as z from 'zod/mini';
import type { EmulatorCore } from '../../engine/core.ts';

/**
 * Whether an emulator serves a family's shared demo pool (the demo seed turns it on): off after a
 * reset, kept in the exported state. `forget` drops what the family derived from its records (its
 * indexes), after a reset and after an import.
 */
export function demoPoolSwitch(core: EmulatorCore, name: string, forget: () => void) {
  let on = false;
  core.state.use({
    name,
    reset: () => {
      on = false;
      forget();
    },
    afterImport: forget,
    exportState: () => ({ demoPool: on }),
    stateSchema: z.object({ demoPool: z.boolean({ error: 'must be true or false' }) }),
    importState: (state) => {
      on = (state as { demoPool: boolean }).demoPool;
    },
  });
  return {
    get on(): boolean {
      return on;
    },
    turnOn(): void {
      on = true;
    },
  };
}
