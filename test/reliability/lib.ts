export { prng } from '../../packages/emulator/src/shared/random.ts';
