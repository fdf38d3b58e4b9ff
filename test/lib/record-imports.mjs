// `node --import ./record-imports.mjs ...`: writes every module URL the program resolves (static and
// dynamic imports) to the file named by RECORD_IMPORTS_TO when it exits. Used to check what a
// command loads (`--help` must not load the SDK or the emulator).
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    loaded.add(resolved.url);
    return resolved;
  },
});
process.on('exit', () => {
  if (process.env.RECORD_IMPORTS_TO) writeFileSync(process.env.RECORD_IMPORTS_TO, [...loaded].join('\n'));
});
