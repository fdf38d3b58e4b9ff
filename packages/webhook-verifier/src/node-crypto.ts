import type * as NodeCrypto from 'node:crypto';

/** The parts of `node:crypto` the fast path uses. */
export type NodeCryptoModule = Pick<typeof NodeCrypto, 'createHmac' | 'createSecretKey' | 'timingSafeEqual'>;

let loaded: NodeCryptoModule | null | undefined;

/**
 * `node:crypto` when the runtime has it (Node ≥ 22.3, Bun, Deno, Workers with `nodejs_compat`),
 * otherwise `undefined`. `process.getBuiltinModule` is used instead of an `import` so that bundlers
 * for the browser or edge runtimes see no `node:` import to resolve or polyfill, and the module still
 * loads where only WebCrypto exists.
 */
export function nodeCrypto(): NodeCryptoModule | undefined {
  if (loaded === undefined) {
    const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    let module: unknown;
    try {
      module = process?.getBuiltinModule?.('node:crypto');
    } catch {
      module = undefined;
    }
    loaded =
      typeof (module as NodeCryptoModule | undefined)?.createHmac === 'function'
        ? (module as NodeCryptoModule)
        : null;
  }
  return loaded ?? undefined;
}
