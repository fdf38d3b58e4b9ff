export { prng } from '../../packages/emulator/src/seed/prng.ts';
