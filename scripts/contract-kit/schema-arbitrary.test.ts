import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../../openapi/runtime/contract.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema(contract, 'contract');

/** Share of generated values the schema accepts (the request generators drop the others). */
function acceptance(schema: Record<string, unknown>, runs = 200): number {
  const validate = ajv.compile(schema);
  const values = fc.sample(arbitraryFor(schema), { seed: 42, numRuns: runs });
  return values.filter((v) => validate(v)).length / runs;
}

describe('arbitraryFor', () => {
  it('honours types, enums, bounds, lengths, patterns and formats', () => {
    expect(acceptance({ type: 'integer', minimum: 1, maximum: 100 })).toBe(1);
    expect(acceptance({ type: 'number', exclusiveMinimum: 0, maximum: 5 })).toBe(1);
    expect(acceptance({ type: 'string', enum: ['EN', 'CN'] })).toBe(1);
    expect(
      acceptance({ type: 'string', minLength: 3, maxLength: 8, pattern: '^[A-Za-z0-9_-]+$' }),
    ).toBeGreaterThan(0.2);
    expect(acceptance({ type: 'string', maxLength: 64 })).toBeGreaterThan(0.9);
    expect(acceptance({ type: 'string', format: 'date' })).toBe(1);
    expect(acceptance({ type: 'string', format: 'date-time' })).toBe(1);
    expect(acceptance({ type: 'string', format: 'uri' })).toBe(1);
    expect(acceptance({ type: ['string', 'null'], maxLength: 4 })).toBeGreaterThan(0.9);
    expect(
      acceptance({
        type: 'array',
        items: { type: 'string', enum: ['A', 'B', 'C'] },
        minItems: 1,
        uniqueItems: true,
      }),
    ).toBe(1);
  });

  it('generates the contract request bodies it is used for (refs, allOf, oneOf)', () => {
    for (const name of [
      'WalletTransferRequest',
      'ContractOfferRequest',
      'DepositRequest',
      'LoginRequest',
    ]) {
      const schema = { $ref: `contract#/components/schemas/${name}` };
      const validate = ajv.compile(schema);
      const values = fc.sample(arbitraryFor({ $ref: `#/components/schemas/${name}` }), {
        seed: 1,
        numRuns: 100,
      });
      expect(values.filter((v) => validate(v)).length, name).toBeGreaterThan(20);
    }
  });

  it('always fills required properties and reaches the longest allowed string', () => {
    const values = fc.sample(
      arbitraryFor({
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'string', minLength: 1, maxLength: 40 }, b: { type: 'boolean' } },
      }),
      { seed: 3, numRuns: 200 },
    ) as Record<string, string>[];
    expect(values.every((v) => typeof v.a === 'string')).toBe(true);
    expect(values.some((v) => v.a?.length === 40)).toBe(true);
    expect(values.some((v) => 'b' in v) && values.some((v) => !('b' in v))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const arbitrary = arbitraryFor({ $ref: '#/components/schemas/WalletTransferRequest' });
    expect(fc.sample(arbitrary, { seed: 9, numRuns: 5 })).toEqual(
      fc.sample(arbitrary, { seed: 9, numRuns: 5 }),
    );
    expect(fc.sample(arbitrary, { seed: 9, numRuns: 5 })).not.toEqual(
      fc.sample(arbitrary, { seed: 10, numRuns: 5 }),
    );
  });
});
