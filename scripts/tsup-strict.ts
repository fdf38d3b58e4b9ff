// `tsup`, failing when its declaration bundler warns that an entry's types point at a shared chunk's
// private export (`ContactListParams$1`): such a type has no name a user's declaration emit can write
// (TS2742/TS2883, "cannot be named"), and tsup only warns. Run from a package folder, with tsup's own
// arguments; its output passes through unchanged.
import { spawn } from 'node:child_process';

const PRIVATE_SHARED_TYPES = /still references private shared type exports/;

const child = spawn('tsup', process.argv.slice(2), { stdio: ['inherit', 'pipe', 'pipe'] });
// Kept whole, read at the end: a line may arrive split across two chunks of a pipe.
let output = '';
const pass = (chunk: Buffer, out: NodeJS.WriteStream) => {
  out.write(chunk);
  output += chunk.toString('utf8');
};
child.stdout.on('data', (chunk: Buffer) => pass(chunk, process.stdout));
child.stderr.on('data', (chunk: Buffer) => pass(chunk, process.stderr));
child.on('error', (error) => {
  console.error(`tsup-strict: could not start tsup: ${error.message}`);
  process.exitCode = 1;
});
child.on('close', (code, signal) => {
  if (code !== 0) {
    process.exitCode = code ?? 1;
    if (signal) console.error(`tsup-strict: tsup ended by ${signal}`);
    return;
  }
  const unnameable = output
    .split('\n')
    .filter((line) => PRIVATE_SHARED_TYPES.test(line))
    .map((line) => `${line}\n`)
    .join('');
  if (unnameable) {
    console.error(
      `\ntsup-strict: the declaration files reference types no public entry exports (a user's \`declaration: true\` build fails on them):\n${unnameable}` +
        'Export each from a public entry under its own name (a namespace alias is not enough), or keep it out of a shared chunk.',
    );
    process.exitCode = 1;
  }
});
