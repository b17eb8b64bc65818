import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractDiffMain } from './contract-diff-main.ts';
import type { JsonObject } from './resolve.ts';
import { oneOperation, thingsOperation } from './test-contracts.ts';

let dir = '';
let out: string[] = [];
let err: string[] = [];
const io = () => ({ out: (t: string) => out.push(t), err: (t: string) => err.push(t), cwd: dir });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contract-diff-test-'));
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, doc: JsonObject): Promise<string> {
  await writeFile(path.join(dir, name), JSON.stringify(doc));
  return name;
}

const base = oneOperation();
/** One breaking change (a new required parameter), one warning (a new success status). */
const breaking = oneOperation({
  parameters: [{ name: 'shop', in: 'query', required: true, schema: { type: 'string' } }],
});
const warningOnly = oneOperation({
  responses: {
    ...(thingsOperation(oneOperation()).responses as JsonObject),
    '202': { description: 'Later.' },
  },
});

describe('exit codes', () => {
  it('0 without changes, 1 with a breaking one', async () => {
    const a = await write('a.json', base);
    const b = await write('b.json', breaking);
    expect(await contractDiffMain([a, await write('same.json', base)], io())).toBe(0);
    expect(out.join('\n')).toContain('No changes to the contract.');
    out = [];
    expect(await contractDiffMain([a, b], io())).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('BREAKING (1)');
    expect(text).toContain('POST /things (createThing)');
    expect(text).toContain(
      'query parameter shop: new required parameter  [request-required-parameter-added]',
    );
    expect(text).toContain('1 breaking, 0 warnings, 0 non-breaking changes.');
  });

  it('a warning fails only with --fail-on warning', async () => {
    const a = await write('a.json', base);
    const b = await write('b.json', warningOnly);
    expect(await contractDiffMain([a, b], io())).toBe(0);
    expect(await contractDiffMain([a, b, '--fail-on', 'warning'], io())).toBe(1);
  });

  it('2 on usage errors: no base, too many arguments, unknown options, unreadable sources', async () => {
    const a = await write('a.json', base);
    await writeFile(path.join(dir, 'broken.json'), '{ not json');
    for (const argv of [
      [],
      [a, a, a],
      [a, '--format', 'xml'],
      [a, '--fail-on', 'never'],
      [a, '--colour'],
      ['no-such-ref-or-file', a],
      ['broken.json', a],
    ]) {
      err = [];
      expect(await contractDiffMain(argv, io()), argv.join(' ')).toBe(2);
      expect(err.join('\n')).not.toBe('');
    }
  });

  it('--help prints the usage and exits 0', async () => {
    expect(await contractDiffMain(['--help'], io())).toBe(0);
    expect(out.join('\n')).toContain('Usage: npm run contract:diff');
  });
});

describe('report formats', () => {
  it('--format json: the versions, the counts and every change with its level and rule', async () => {
    const a = await write('a.json', base);
    const b = await write('b.json', breaking);
    expect(await contractDiffMain([a, b, '--format', 'json'], io())).toBe(1);
    const report = JSON.parse(out.join('\n')) as JsonObject;
    expect(report).toEqual({
      base: 'a.json',
      revision: 'b.json',
      counts: { breaking: 1, warning: 0, nonBreaking: 0 },
      changes: [
        {
          level: 'breaking',
          rule: 'request-required-parameter-added',
          operation: 'POST /things',
          operationId: 'createThing',
          location: 'query parameter shop',
          message: 'new required parameter',
          component: null,
        },
      ],
    });
  });

  it('--format junit --output FILE: a failing case per breaking change, passing ones for the rest', async () => {
    const both = oneOperation({
      ...thingsOperation(warningOnly),
      parameters: [{ name: 'shop', in: 'query', required: true, schema: { type: 'string' } }],
    });
    const a = await write('a.json', base);
    const b = await write('b.json', both);
    expect(
      await contractDiffMain([a, b, '--format', 'junit', '--output', 'out/diff.xml'], io()),
    ).toBe(1);
    const xml = await readFile(path.join(dir, 'out', 'diff.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml).toContain(
      '<testsuites name="contract:diff a.json -&gt; b.json" tests="2" failures="1">',
    );
    expect(xml).toContain('<testsuite name="contract-diff breaking" tests="1" failures="1"');
    expect(xml).toContain('<testsuite name="contract-diff warning" tests="1" failures="0"');
    expect(xml).toContain(
      '<failure message="new required parameter" type="request-required-parameter-added">',
    );
    expect((xml.match(/<testcase /g) ?? []).length).toBe(2);
    // the terminal still gets the readable report
    expect(out.join('\n')).toContain('BREAKING (1)');
    expect(out.join('\n')).toContain('Report written to out/diff.xml');
  });

  it('groups a change inside a shared component once, naming its users', async () => {
    const shared = (type: string): JsonObject => {
      const thing = { $ref: '#/components/schemas/Thing' };
      const op = (id: string) => ({
        operationId: id,
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: thing } } },
        },
      });
      return {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/a': { get: op('getA') }, '/b': { get: op('getB') } },
        components: {
          schemas: { Thing: { type: 'object', properties: { size: { type } } } },
        },
      };
    };
    const a = await write('a.json', shared('integer'));
    const b = await write('b.json', shared('string'));
    expect(await contractDiffMain([a, b], io())).toBe(1);
    const text = out.join('\n');
    expect(text).toContain(
      'component schemas/Thing: size: type integer -> string  [response-type-changed]\n    used by getA, getB',
    );
    expect(text).toContain('1 breaking, 0 warnings, 0 non-breaking changes.');
  });
});
