import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';

/** Every JSON Schema of an OpenAPI document: the components' schemas and every `schema` value. */
function schemasOf(doc: unknown): { at: string; schema: unknown }[] {
  const found: { at: string; schema: unknown }[] = [];
  const walk = (value: unknown, at: string, isSchema: boolean): void => {
    if (isSchema) {
      found.push({ at, schema: value });
      return; // a schema's own subschemas are the meta-schema's to check
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const inSchemas = at === '/components/schemas';
      walk(child, `${at}/${key}`, inSchemas || key === 'schema');
    }
  };
  walk(doc, '', false);
  return found;
}

/** Where a schema of the document is not a valid JSON Schema 2020-12. */
function invalidSchemas(doc: unknown): string[] {
  const ajv = new Ajv2020({ strict: false });
  return schemasOf(doc)
    .filter(({ schema }) => !ajv.validateSchema(schema as object))
    .map(({ at }) => `${at}: ${ajv.errorsText()}`);
}

describe('the contract’s schemas (the validators do not check them as they load)', () => {
  it('are every one a valid JSON Schema 2020-12', () => {
    expect(schemasOf(contract).length).toBeGreaterThan(100);
    expect(invalidSchemas(contract)).toEqual([]);
  });

  it('are found wherever the document keeps one', () => {
    const doc = structuredClone(contract) as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, { parameters?: { schema: unknown }[] }>>;
    };
    const [name] = Object.keys(doc.components.schemas);
    if (!name) throw new Error('no component schema');
    doc.components.schemas[name] = { type: 'text' };
    const parameter = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => operation.parameters ?? [])[0];
    if (!parameter) throw new Error('no parameter');
    parameter.schema = { minLength: 'one' };
    expect(invalidSchemas(doc)).toEqual([
      expect.stringMatching(new RegExp(`^/paths/.+/schema: `)),
      expect.stringMatching(new RegExp(`^/components/schemas/${name}: `)),
    ]);
  });
});
