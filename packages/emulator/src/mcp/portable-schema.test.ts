import { describe, expect, it } from 'vitest';
import { portableSchema } from './portable-schema.ts';

describe('portableSchema', () => {
  it('splits a nullable type into anyOf; annotations stay outside, constraints go to the typed branch', () => {
    expect(portableSchema({ type: ['string', 'null'], description: 'd', maxLength: 5 })).toEqual({
      description: 'd',
      anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }],
    });
  });

  it('cuts enum and const to each branch, and keeps a null branch only where null is allowed', () => {
    expect(portableSchema({ type: ['string', 'null'], enum: ['a', null] })).toEqual({
      anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }],
    });
    expect(portableSchema({ type: ['string', 'null'], enum: ['a'] })).toEqual({
      anyOf: [{ type: 'string', enum: ['a'] }],
    });
    expect(portableSchema({ type: ['integer', 'string'], enum: [1, 'x', 1.5] })).toEqual({
      anyOf: [
        { type: 'integer', enum: [1] },
        { type: 'string', enum: ['x'] },
      ],
    });
  });

  it('reaches every depth: properties, items, anyOf, $defs; a one-type array becomes a type', () => {
    const out = portableSchema({
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: ['number', 'null'] } },
        either: { anyOf: [{ type: ['boolean'] }, { $ref: '#/$defs/x' }] },
      },
      $defs: { x: { type: ['object', 'null'], properties: { y: { type: 'string' } } } },
    });
    expect(out).toEqual({
      type: 'object',
      properties: {
        list: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'null' }] } },
        either: { anyOf: [{ type: 'boolean' }, { $ref: '#/$defs/x' }] },
      },
      $defs: {
        x: { anyOf: [{ type: 'object', properties: { y: { type: 'string' } } }, { type: 'null' }] },
      },
    });
  });
});
