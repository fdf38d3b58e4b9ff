import { describe, expect, it } from 'vitest';
import {
  assertFreshTimestamp,
  clockSeconds,
  DEFAULT_TOLERANCE_SECONDS,
  parseTimestamp,
  resolveTolerance,
} from './timestamp.ts';

describe('parseTimestamp', () => {
  it('parses Unix seconds', () => {
    expect(parseTimestamp('1614265330')).toBe(1614265330);
    expect(parseTimestamp('0')).toBe(0);
  });

  it.each([
    '1614265330abc',
    '',
    ' 1614265330',
    '1614265330 ',
    '-1614265330',
    '+1614265330',
    '1614265330.5',
    '1e9',
    '0x10',
    '１６１４２６５３３０',
    '1234567890123456',
  ])('rejects %j (the reference library accepts trailing garbage)', (value) => {
    expect(() => parseTimestamp(value)).toThrow(expect.objectContaining({ code: 'invalid_timestamp' }));
  });
});

describe('clockSeconds', () => {
  it('takes epoch milliseconds or a Date and floors to seconds', () => {
    expect(clockSeconds(() => 1614265330999)).toBe(1614265330);
    expect(clockSeconds(() => new Date(1614265330000))).toBe(1614265330);
  });

  it('defaults to the system clock', () => {
    expect(Math.abs(clockSeconds(undefined) - Date.now() / 1000)).toBeLessThan(2);
  });

  it('refuses a broken clock rather than accepting every timestamp', () => {
    expect(() => clockSeconds(() => new Date('nope'))).toThrow(TypeError);
    expect(() => clockSeconds(() => Number.NaN)).toThrow(TypeError);
  });
});

describe('assertFreshTimestamp', () => {
  it('accepts up to the tolerance either way', () => {
    expect(() => assertFreshTimestamp(1000 - 300, 1000, 300)).not.toThrow();
    expect(() => assertFreshTimestamp(1000 + 300, 1000, 300)).not.toThrow();
  });

  it('rejects older and newer timestamps with distinct codes', () => {
    expect(() => assertFreshTimestamp(1000 - 301, 1000, 300)).toThrow(
      expect.objectContaining({ code: 'timestamp_too_old' }),
    );
    expect(() => assertFreshTimestamp(1000 + 301, 1000, 300)).toThrow(
      expect.objectContaining({ code: 'timestamp_too_new' }),
    );
  });
});

describe('resolveTolerance', () => {
  it('defaults to 5 minutes and validates', () => {
    expect(resolveTolerance(undefined)).toBe(DEFAULT_TOLERANCE_SECONDS);
    expect(DEFAULT_TOLERANCE_SECONDS).toBe(300);
    expect(resolveTolerance(0)).toBe(0);
    expect(() => resolveTolerance(-1)).toThrow(RangeError);
    expect(() => resolveTolerance(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
