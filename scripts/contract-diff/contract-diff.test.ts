import { describe, expect, it } from 'vitest';
import { diffContracts } from './contract-diff.ts';
import type { JsonObject } from './resolve.ts';
import { contractChanges, oneOperation } from './test-contracts.ts';

const base = oneOperation();

describe('operations', () => {
  it('a removed operation breaks; an added one does not', () => {
    const other = oneOperation(
      {},
      { paths: { '/others': { get: { operationId: 'listOthers' } } } },
    );
    expect(contractChanges(other, base)).toEqual([['breaking', 'operation-removed']]);
    expect(contractChanges(base, other)).toEqual([['non-breaking', 'operation-added']]);
  });

  it('an operation moved to another path or method is one breaking change, then compared', () => {
    const moved = structuredClone(base);
    const paths = moved.paths as JsonObject;
    paths['/v2/things'] = { put: (paths['/things'] as JsonObject).post ?? null };
    delete paths['/things'];
    const changes = diffContracts(base, moved);
    expect(changes.map((c) => [c.level, c.rule, c.message])).toEqual([
      ['breaking', 'operation-moved', 'moved to PUT /v2/things'],
    ]);
  });

  it('a renamed path parameter is the same route', () => {
    const named = (name: string) =>
      oneOperation(
        {},
        {
          paths: {
            [`/things/{${name}}`]: {
              get: {
                operationId: 'getThing',
                parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
              },
            },
          },
        },
      );
    expect(contractChanges(named('id'), named('thingId'))).toEqual([
      ['warning', 'request-parameter-removed'],
      ['breaking', 'request-required-parameter-added'],
    ]);
  });
});

describe('parameters', () => {
  const withParameter = (parameter: JsonObject) => oneOperation({ parameters: [parameter] });
  const page = { name: 'page', in: 'query', required: false, schema: { type: 'integer' } };

  it('a new required parameter breaks; a new optional one does not', () => {
    expect(contractChanges(base, withParameter({ ...page, required: true }))).toEqual([
      ['breaking', 'request-required-parameter-added'],
    ]);
    expect(contractChanges(base, withParameter(page))).toEqual([
      ['non-breaking', 'request-optional-parameter-added'],
    ]);
  });

  it('a parameter made required breaks; made optional does not; its schema is a request', () => {
    expect(
      contractChanges(withParameter(page), withParameter({ ...page, required: true })),
    ).toEqual([['breaking', 'request-parameter-became-required']]);
    expect(
      contractChanges(withParameter({ ...page, required: true }), withParameter(page)),
    ).toEqual([['non-breaking', 'request-parameter-became-optional']]);
    const bounded = { ...page, schema: { type: 'integer', maximum: 10 } };
    const changes = diffContracts(withParameter(page), withParameter(bounded));
    expect(changes.map((c) => [c.level, c.rule, c.location])).toEqual([
      ['breaking', 'request-maximum-tightened', 'query parameter page: '],
    ]);
  });

  it('a removed parameter is a warning (the server ignores what clients still send)', () => {
    expect(contractChanges(withParameter(page), base)).toEqual([
      ['warning', 'request-parameter-removed'],
    ]);
  });
});

describe('request bodies', () => {
  const body = (required: boolean, types: string[]): JsonObject => ({
    requestBody: {
      required,
      content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'object' } }])),
    },
  });

  it('a removed content type breaks; an added one does not', () => {
    const both = oneOperation(body(true, ['application/json', 'multipart/form-data']));
    const json = oneOperation(body(true, ['application/json']));
    expect(contractChanges(both, json)).toEqual([['breaking', 'request-content-type-removed']]);
    expect(contractChanges(json, both)).toEqual([['non-breaking', 'request-content-type-added']]);
  });

  it('a body made required breaks; a new required body breaks', () => {
    const optional = oneOperation(body(false, ['application/json']));
    const required = oneOperation(body(true, ['application/json']));
    const none = oneOperation({ requestBody: undefined as unknown as JsonObject });
    delete ((none.paths as JsonObject)['/things'] as { post: JsonObject }).post.requestBody;
    expect(contractChanges(optional, required)).toEqual([
      ['breaking', 'request-body-became-required'],
    ]);
    expect(contractChanges(required, optional)).toEqual([
      ['non-breaking', 'request-body-became-optional'],
    ]);
    expect(contractChanges(none, required)).toEqual([['breaking', 'request-required-body-added']]);
    expect(contractChanges(required, none)).toEqual([['warning', 'request-body-removed']]);
  });
});

describe('responses', () => {
  const responses = (statuses: JsonObject): JsonObject => ({ responses: statuses });
  const ok = { description: 'ok' };

  it('a removed success status breaks; a removed error status warns', () => {
    expect(
      contractChanges(
        oneOperation(responses({ '200': ok, '201': ok })),
        oneOperation(responses({ '200': ok })),
      ),
    ).toEqual([['breaking', 'response-success-status-removed']]);
    expect(
      contractChanges(
        oneOperation(responses({ '200': ok, '404': ok })),
        oneOperation(responses({ '200': ok })),
      ),
    ).toEqual([['warning', 'response-error-status-removed']]);
  });

  it('a new error status is fine; a new success status may surprise clients', () => {
    expect(
      contractChanges(
        oneOperation(responses({ '200': ok })),
        oneOperation(responses({ '200': ok, '429': ok })),
      ),
    ).toEqual([['non-breaking', 'response-error-status-added']]);
    expect(
      contractChanges(
        oneOperation(responses({ '200': ok })),
        oneOperation(responses({ '200': ok, '202': ok })),
      ),
    ).toEqual([['warning', 'response-success-status-added']]);
  });

  it('response bodies are compared as responses: a removed required field breaks', () => {
    const after = structuredClone(base);
    const post = ((after.paths as JsonObject)['/things'] as { post: JsonObject }).post;
    const schema = (
      ((post.responses as JsonObject)['200'] as JsonObject).content as {
        'application/json': { schema: { required: string[]; properties: JsonObject } };
      }
    )['application/json'].schema;
    delete schema.properties.id;
    schema.required = [];
    const changes = diffContracts(base, after);
    expect(changes.map((c) => [c.level, c.rule, c.location])).toEqual([
      ['breaking', 'response-required-property-removed', 'response 200 (application/json): id'],
    ]);
  });
});

describe('security', () => {
  const guarded = oneOperation({ security: [{ sessionToken: [] }] });
  const open = oneOperation({ security: [] });

  it('security added breaks; removed does not', () => {
    expect(contractChanges(open, guarded)).toEqual([['breaking', 'security-added']]);
    expect(contractChanges(guarded, open)).toEqual([['non-breaking', 'security-removed']]);
  });

  it('the contract-wide requirement applies where an operation names none', () => {
    expect(contractChanges(base, oneOperation({}, { security: [{ sessionToken: [] }] }))).toEqual([
      ['breaking', 'security-added'],
    ]);
  });

  it('another scheme breaks, and so does a changed scheme definition', () => {
    const apiKey = {
      securitySchemes: {
        sessionToken: { type: 'http', scheme: 'bearer' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
      },
    };
    expect(
      contractChanges(
        oneOperation({ security: [{ sessionToken: [] }] }, { components: apiKey }),
        oneOperation({ security: [{ apiKey: [] }] }, { components: apiKey }),
      ),
    ).toEqual([['breaking', 'security-changed']]);
    const basic = { securitySchemes: { sessionToken: { type: 'http', scheme: 'basic' } } };
    expect(
      contractChanges(
        guarded,
        oneOperation({ security: [{ sessionToken: [] }] }, { components: basic }),
      ),
    ).toEqual([['breaking', 'security-scheme-changed']]);
  });
});

describe('markers and documentation', () => {
  it('payload encryption switched on or off breaks; a lower body limit breaks', () => {
    expect(contractChanges(base, oneOperation({ 'x-encrypted': true }))).toEqual([
      ['breaking', 'payload-encryption-changed'],
    ]);
    expect(contractChanges(base, oneOperation({ 'x-max-body-bytes': 5_000 }))).toEqual([
      ['breaking', 'body-limit-lowered'],
    ]);
    expect(contractChanges(base, oneOperation({ 'x-max-body-bytes': 5_000_000 }))).toEqual([
      ['non-breaking', 'body-limit-raised'],
    ]);
  });

  it('summaries, descriptions, deprecation and the version are non-breaking', () => {
    const after = oneOperation({ summary: 'Make a thing', deprecated: true });
    (after.info as JsonObject).version = '1.1.0';
    expect(contractChanges(base, after)).toEqual([
      ['non-breaking', 'deprecation-changed'],
      ['non-breaking', 'documentation-changed'],
      ['non-breaking', 'version-changed'],
    ]);
  });

  it('finds nothing between equal contracts', () => {
    expect(diffContracts(base, structuredClone(base))).toEqual([]);
  });
});
