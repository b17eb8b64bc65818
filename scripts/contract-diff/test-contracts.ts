/** Small hand-made contracts and schema comparisons for the tests of this folder. */
import { changeCollector, type Change } from './change.ts';
import { diffContracts } from './contract-diff.ts';
import type { JsonObject } from './resolve.ts';
import { diffSchema, type Direction } from './schema-diff.ts';

/** Changes from one schema to another, in one direction (components: shared by both sides). */
export function schemaChanges(
  direction: Direction,
  before: JsonObject,
  after: JsonObject,
  components: { before?: JsonObject; after?: JsonObject } = {},
): Change[] {
  const { changes, report } = changeCollector();
  diffSchema(
    {
      base: { components: { schemas: components.before ?? {} } },
      revision: { components: { schemas: components.after ?? components.before ?? {} } },
      direction,
      report,
    },
    { operation: 'POST /things', operationId: 'createThing', location: '', component: null },
    before,
    after,
  );
  return changes;
}

/** `[level, rule]` of each change: what most tests compare. */
export const graded = (changes: Change[]) => changes.map((c) => [c.level, c.rule]);

/** A contract with one operation, `POST /things` (createThing), shaped by `operation`. */
export function oneOperation(
  operation: JsonObject = {},
  extra: { paths?: JsonObject; components?: JsonObject; security?: JsonObject[] } = {},
): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1.0.0' },
    ...(extra.security ? { security: extra.security } : {}),
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          summary: 'Create a thing',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: { name: { type: 'string', maxLength: 40 } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'Created.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id'],
                    properties: { id: { type: 'string' }, note: { type: 'string' } },
                  },
                },
              },
            },
            '400': { description: 'Bad input.' },
          },
          ...operation,
        },
      },
      ...extra.paths,
    },
    components: {
      securitySchemes: { sessionToken: { type: 'http', scheme: 'bearer' } },
      ...extra.components,
    },
  };
}

/** The diff of two contracts, as `[level, rule]` pairs. */
export const contractChanges = (before: JsonObject, after: JsonObject) =>
  graded(diffContracts(before, after));

/** The `POST /things` operation of a contract made by `oneOperation`. */
export function thingsOperation(doc: JsonObject): JsonObject {
  return ((doc.paths as JsonObject)['/things'] as { post: JsonObject }).post;
}
