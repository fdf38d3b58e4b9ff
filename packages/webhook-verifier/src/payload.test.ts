import { describe, expect, it } from 'vitest';
import { bodyText, concatBytes, signedContent, signedPrefix, toBody } from './payload.ts';

describe('toBody', () => {
  it('keeps strings and Uint8Array/Buffer as they are', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const buffer = Buffer.from('abc');
    expect(toBody('abc')).toBe('abc');
    expect(toBody(bytes)).toBe(bytes);
    expect(toBody(buffer)).toBe(buffer);
  });

  it('views ArrayBuffer and other ArrayBufferViews without copying', () => {
    const source = new Uint8Array([0, 1, 2, 3, 4]);
    expect(toBody(source.buffer)).toEqual(source);
    expect(toBody(new DataView(source.buffer, 1, 3))).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('says the body is empty when the framework gave undefined or null', () => {
    for (const payload of [undefined, null]) {
      expect(() => toBody(payload as unknown as string)).toThrow(
        expect.objectContaining({
          code: 'invalid_payload',
          message: expect.stringMatching(/^The raw body is empty/),
        }),
      );
    }
  });

  it('refuses a parsed object with an explanation', () => {
    expect(() => toBody({ id: 'x' } as unknown as string)).toThrow(/raw body/);
  });
});

describe('signed content', () => {
  it('is id.timestamp.body over the exact bytes', () => {
    expect(signedPrefix('msg_1', '1614265330')).toBe('msg_1.1614265330.');
    expect(new TextDecoder().decode(signedContent('a.1.', '{"x":"é"}'))).toBe('a.1.{"x":"é"}');
    expect([...signedContent('a.1.', new Uint8Array([0xff, 0x00]))]).toEqual([97, 46, 49, 46, 0xff, 0]);
  });

  it('decodes bodies as UTF-8, replacing invalid bytes', () => {
    expect(bodyText(new Uint8Array([0x22, 0xff, 0x22]))).toBe('"\uFFFD"');
  });

  it('joins chunks', () => {
    expect(concatBytes([new Uint8Array([1]), new Uint8Array([2, 3])], 3)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
