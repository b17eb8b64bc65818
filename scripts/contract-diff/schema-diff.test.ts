import { describe, expect, it } from 'vitest';
import type { JsonObject } from './resolve.ts';
import { graded, schemaChanges } from './test-contracts.ts';

const object = (properties: JsonObject, required: string[] = []): JsonObject => ({
  type: 'object',
  required,
  properties,
});

describe('types', () => {
  it('a changed type breaks both directions', () => {
    const before = { type: 'string' };
    const after = { type: 'boolean' };
    expect(graded(schemaChanges('request', before, after))).toEqual([
      ['breaking', 'request-type-changed'],
    ]);
    expect(graded(schemaChanges('response', before, after))).toEqual([
      ['breaking', 'response-type-changed'],
    ]);
  });

  it('integer -> number widens: fine for requests, breaking for responses', () => {
    const before = { type: 'integer' };
    const after = { type: 'number' };
    expect(graded(schemaChanges('request', before, after))).toEqual([
      ['non-breaking', 'request-type-widened'],
    ]);
    expect(graded(schemaChanges('response', before, after))).toEqual([
      ['breaking', 'response-type-widened'],
    ]);
    expect(graded(schemaChanges('response', after, before))).toEqual([
      ['non-breaking', 'response-type-narrowed'],
    ]);
    expect(graded(schemaChanges('request', after, before))).toEqual([
      ['breaking', 'request-type-narrowed'],
    ]);
  });

  it('nullability: a response that may be null breaks readers; a request that may not, writers', () => {
    const plain = { type: 'string' };
    const nullable = { type: ['string', 'null'] };
    expect(graded(schemaChanges('response', plain, nullable))).toEqual([
      ['breaking', 'response-became-nullable'],
    ]);
    expect(graded(schemaChanges('request', plain, nullable))).toEqual([
      ['non-breaking', 'request-became-nullable'],
    ]);
    expect(graded(schemaChanges('request', nullable, plain))).toEqual([
      ['breaking', 'request-became-not-nullable'],
    ]);
    expect(graded(schemaChanges('response', nullable, plain))).toEqual([
      ['non-breaking', 'response-became-not-nullable'],
    ]);
    // OpenAPI 3.0 spelling
    expect(graded(schemaChanges('response', plain, { type: 'string', nullable: true }))).toEqual([
      ['breaking', 'response-became-nullable'],
    ]);
  });
});

describe('enums', () => {
  const before = { type: 'string', enum: ['a', 'b'] };
  it('a value removed breaks requests and is fine in responses', () => {
    const after = { type: 'string', enum: ['a'] };
    expect(graded(schemaChanges('request', before, after))).toEqual([
      ['breaking', 'request-enum-value-removed'],
    ]);
    expect(graded(schemaChanges('response', before, after))).toEqual([
      ['non-breaking', 'response-enum-value-removed'],
    ]);
  });

  it('a value added is fine in requests and a warning in responses (as oasdiff)', () => {
    const after = { type: 'string', enum: ['a', 'b', 'c'] };
    const request = schemaChanges('request', before, after);
    expect(graded(request)).toEqual([['non-breaking', 'request-enum-value-added']]);
    expect(request[0]?.message).toBe('value "c" added');
    expect(graded(schemaChanges('response', before, after))).toEqual([
      ['warning', 'response-enum-value-added'],
    ]);
  });

  it('an enum where there was none narrows a request; const counts as a one-value enum', () => {
    expect(graded(schemaChanges('request', { type: 'string' }, before))).toEqual([
      ['breaking', 'request-enum-restriction-added'],
    ]);
    expect(graded(schemaChanges('response', before, { type: 'string' }))).toEqual([
      ['warning', 'response-enum-restriction-removed'],
    ]);
    expect(graded(schemaChanges('request', { const: 1 }, { const: 2 }))).toEqual([
      ['breaking', 'request-enum-value-removed'],
      ['non-breaking', 'request-enum-value-added'],
    ]);
  });
});

describe('bounds, patterns and formats', () => {
  it('tighter limits break requests; looser ones are fine', () => {
    const changes = schemaChanges(
      'request',
      { type: 'string', maxLength: 40, minLength: 1 },
      { type: 'string', maxLength: 20, minLength: 0 },
    );
    expect(graded(changes)).toEqual([
      ['breaking', 'request-maxLength-tightened'],
      ['non-breaking', 'request-minLength-loosened'],
    ]);
    expect(changes[0]?.message).toBe('maxLength 40 -> 20');
    expect(
      graded(schemaChanges('request', { type: 'integer' }, { type: 'integer', maximum: 9 })),
    ).toEqual([['breaking', 'request-maximum-tightened']]);
  });

  it('looser limits on a response are a warning, tighter ones fine', () => {
    expect(
      graded(schemaChanges('response', { type: 'array', maxItems: 5 }, { type: 'array' })),
    ).toEqual([['warning', 'response-maxItems-loosened']]);
    expect(
      graded(
        schemaChanges('response', { type: 'number', minimum: 0 }, { type: 'number', minimum: 1 }),
      ),
    ).toEqual([['non-breaking', 'response-minimum-tightened']]);
  });

  it('a pattern added breaks requests; a changed one needs a look', () => {
    expect(
      graded(schemaChanges('request', { type: 'string' }, { type: 'string', pattern: '^\\d+$' })),
    ).toEqual([['breaking', 'request-pattern-added']]);
    expect(
      graded(
        schemaChanges(
          'request',
          { type: 'string', pattern: '^a' },
          { type: 'string', pattern: '^b' },
        ),
      ),
    ).toEqual([['warning', 'request-pattern-changed']]);
    expect(
      graded(schemaChanges('response', { type: 'string', pattern: '^a' }, { type: 'string' })),
    ).toEqual([['warning', 'response-pattern-removed']]);
  });

  it('a format added is a warning for requests, fine for responses', () => {
    const before = { type: 'string' };
    const after = { type: 'string', format: 'date' };
    expect(graded(schemaChanges('request', before, after))).toEqual([
      ['warning', 'request-format-added'],
    ]);
    expect(graded(schemaChanges('response', before, after))).toEqual([
      ['non-breaking', 'response-format-added'],
    ]);
  });
});

describe('properties', () => {
  const before = object({ name: { type: 'string' }, note: { type: 'string' } }, ['name']);

  it('a new required request field breaks clients; a new optional one does not', () => {
    const required = object(
      { ...(before.properties as JsonObject), amount: { type: 'integer' } } as JsonObject,
      ['name', 'amount'],
    );
    const changes = schemaChanges('request', before, required);
    expect(graded(changes)).toEqual([['breaking', 'request-required-property-added']]);
    expect(changes[0]?.location).toBe('amount');
    const optional = object(
      { ...(before.properties as JsonObject), amount: { type: 'integer' } } as JsonObject,
      ['name'],
    );
    expect(graded(schemaChanges('request', before, optional))).toEqual([
      ['non-breaking', 'request-optional-property-added'],
    ]);
  });

  it('a field made required breaks requests; made optional breaks responses', () => {
    const noteRequired = object(before.properties as JsonObject, ['name', 'note']);
    expect(graded(schemaChanges('request', before, noteRequired))).toEqual([
      ['breaking', 'request-property-became-required'],
    ]);
    expect(graded(schemaChanges('response', before, noteRequired))).toEqual([
      ['non-breaking', 'response-property-became-required'],
    ]);
    expect(graded(schemaChanges('response', noteRequired, before))).toEqual([
      ['breaking', 'response-property-became-optional'],
    ]);
    expect(graded(schemaChanges('request', noteRequired, before))).toEqual([
      ['non-breaking', 'request-property-became-optional'],
    ]);
  });

  it('a removed response field breaks (required) or warns (optional); new ones are fine', () => {
    const withoutName = object({ note: { type: 'string' } });
    const withoutNote = object({ name: { type: 'string' } }, ['name']);
    expect(graded(schemaChanges('response', before, withoutName))).toEqual([
      ['breaking', 'response-required-property-removed'],
    ]);
    expect(graded(schemaChanges('response', before, withoutNote))).toEqual([
      ['warning', 'response-optional-property-removed'],
    ]);
    expect(graded(schemaChanges('response', withoutNote, before))).toEqual([
      ['non-breaking', 'response-optional-property-added'],
    ]);
    expect(graded(schemaChanges('request', before, withoutNote))).toEqual([
      ['warning', 'request-property-removed'],
    ]);
  });

  it('descends into nested objects and arrays, naming the field', () => {
    const wrap = (items: JsonObject) => object({ list: { type: 'array', items } });
    const changes = schemaChanges(
      'response',
      wrap(object({ id: { type: 'integer' } }, ['id'])),
      wrap(object({ id: { type: 'string' } }, ['id'])),
    );
    expect(graded(changes)).toEqual([['breaking', 'response-type-changed']]);
    expect(changes[0]?.location).toBe('list[].id');
  });

  it('merges allOf before comparing (the envelopes)', () => {
    const envelope = (value: JsonObject): JsonObject => ({
      allOf: [object({ success: { type: 'boolean' } }, ['success']), object({ value }, ['value'])],
    });
    expect(
      graded(
        schemaChanges(
          'response',
          envelope({ type: 'integer' }),
          envelope({ type: ['integer', 'null'] }),
        ),
      ),
    ).toEqual([['breaking', 'response-became-nullable']]);
  });

  it('additionalProperties closed breaks requests', () => {
    expect(
      graded(schemaChanges('request', object({}), { ...object({}), additionalProperties: false })),
    ).toEqual([['breaking', 'request-additional-properties-narrowed']]);
  });
});

describe('components, variants and the rest', () => {
  it('names the shared component a change is in, and stops at recursion', () => {
    const node = (label: JsonObject): JsonObject =>
      object({ label, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } });
    const changes = schemaChanges(
      'response',
      { $ref: '#/components/schemas/Node' },
      { $ref: '#/components/schemas/Node' },
      { before: { Node: node({ type: 'string' }) }, after: { Node: node({ type: 'integer' }) } },
    );
    expect(graded(changes)).toEqual([['breaking', 'response-type-changed']]);
    expect(changes[0]?.component).toEqual({ name: 'schemas/Node', path: 'label' });
  });

  it('oneOf variants: removed breaks requests, added warns responses', () => {
    const a = { type: 'string' };
    const b = { type: 'integer' };
    expect(graded(schemaChanges('request', { oneOf: [a, b] }, { oneOf: [a] }))).toEqual([
      ['breaking', 'request-oneOf-variant-removed'],
    ]);
    expect(graded(schemaChanges('response', { oneOf: [a] }, { oneOf: [a, b] }))).toEqual([
      ['warning', 'response-oneOf-variant-added'],
    ]);
  });

  it('documentation is non-breaking; an unknown keyword is a warning to review', () => {
    expect(
      graded(
        schemaChanges(
          'request',
          { type: 'string', description: 'old', example: 'x' },
          { type: 'string', description: 'new', example: 'y' },
        ),
      ),
    ).toEqual([['non-breaking', 'documentation-changed']]);
    expect(
      graded(schemaChanges('request', { type: 'string' }, { type: 'string', not: { const: '' } })),
    ).toEqual([['warning', 'request-keyword-changed']]);
  });

  it('finds nothing between equal schemas', () => {
    const schema = object({ name: { type: 'string', maxLength: 4 } }, ['name']);
    expect(schemaChanges('request', schema, structuredClone(schema))).toEqual([]);
  });
});
