import { describe, expect, it } from 'vitest';
import { constantTimeEqual, v1Signatures } from './signature.ts';

describe('v1Signatures', () => {
  it('keeps v1 signatures and skips other versions', () => {
    expect(v1Signatures('v1,aaa v2,bbb v1a,ccc v1,ddd')).toEqual(['aaa', 'ddd']);
  });

  it('skips empty values and tolerates extra spaces and the comma of joined Headers', () => {
    expect(v1Signatures('v1,  v1,aaa,  v1,bbb ')).toEqual(['aaa', 'bbb']);
    expect(v1Signatures('')).toEqual([]);
    expect(v1Signatures('v1')).toEqual([]);
  });
});

describe('constantTimeEqual', () => {
  it('compares bytes', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
