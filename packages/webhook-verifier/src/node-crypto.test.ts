import * as crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeCrypto } from './node-crypto.ts';

describe('nodeCrypto', () => {
  it('finds node:crypto through process.getBuiltinModule under Node', () => {
    expect(nodeCrypto()?.createHmac).toBe(crypto.createHmac);
  });
});
