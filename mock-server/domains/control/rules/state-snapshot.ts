import type { ValidateFunction } from 'ajv';
import { ajvForBodies, fieldOf } from '../../../../openapi/runtime/ajv-instances';
import { catalogueTables, stateFormatVersion, type StateSnapshot } from '../../../core/backend';
import { pointer } from '../../../../openapi/runtime/contract';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import {
  defaultMockConfig,
  type FaultRule,
  type MockConfig,
  type SystemStatusConfig,
} from '../../../core/mock-config';
import type { Db } from '../../../db/create-db';
import { Table } from '../../../db/typed-collection';
import {
  defaultSeedOptions,
  defaultSeedSizes,
  type SeedOptions,
  type SeedSizes,
} from '../../../seed/seed-context';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { maxClockOffsetMs } from './clock-advance';
import { checkFaults } from './fault-rules';
import { changeFlags } from './feature-flag-change';
import { settingNames } from './sandbox-config';

/** Seed sizes above this many times the default would take minutes to seed: refused. */
export const maxSizeFactor = 50;

/** The names of every table of the db (the shared core and each domain's). */
export function tableNames(db: Db): string[] {
  return Object.entries(db).flatMap(([name, value]) => (value instanceof Table ? [name] : []));
}

type Parsed<T> = { value: T } | Failure;

const validators = new Map<string, ValidateFunction>();

/** A validator for a part of a snapshot, from the contract's own schemas (compiled once). */
function contractValidator(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajvForBodies().compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

function schemaCheck(value: unknown, key: string, schema: object, field: string): Failure | null {
  const validate = contractValidator(key, schema);
  if (validate(value)) return null;
  const error = validate.errors?.[0];
  const where = error ? fieldOf(field, error) : field;
  return fail(400, 'validation_error', `${where} ${error?.message ?? 'is invalid'}`, {
    field: where,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The seed part of a snapshot, checked and completed with the default sizes. */
export function parseSeed(raw: unknown, field: string): Parsed<SeedOptions> {
  const shape = schemaCheck(
    raw,
    'seed',
    { $ref: pointer('components', 'schemas', 'SandboxStateSnapshot', 'properties', 'seed') },
    field,
  );
  if (shape) return shape;
  // checked by the contract schema just above (`anchor` is ours: the contract allows more fields)
  const seed = raw as { seed: number; sizes: Record<string, number>; anchor?: unknown };
  if (seed.seed < 0 || seed.seed > 0xffff_ffff)
    return fail(400, 'validation_error', 'the seed is a 32-bit unsigned integer', {
      field: `${field}.seed`,
    });
  const sizes: SeedSizes = { ...defaultSeedSizes };
  for (const [name, size] of Object.entries(seed.sizes)) {
    if (!(name in defaultSeedSizes)) {
      return fail(
        400,
        'validation_error',
        `${name} is not a seed size (known: ${Object.keys(defaultSeedSizes).join(', ')})`,
        {
          field: `${field}.sizes.${name}`,
        },
      );
    }
    const key = name as keyof SeedSizes; // a key of defaultSeedSizes, checked just above
    if (size > defaultSeedSizes[key] * maxSizeFactor) {
      return fail(
        400,
        'validation_error',
        `${name} may be at most ${maxSizeFactor} times its default`,
        { field: `${field}.sizes.${name}` },
      );
    }
    sizes[key] = size;
  }
  // Snapshots from before the anchor existed were seeded up to the fixed default day.
  const anchor = seed.anchor ?? defaultSeedOptions.anchor;
  if (typeof anchor !== 'string' || Number.isNaN(Date.parse(anchor))) {
    return fail(
      400,
      'validation_error',
      'the anchor is the day the seeded history leads up to (ISO date)',
      {
        field: `${field}.anchor`,
      },
    );
  }
  // Key order as the backend builds it: the backend compares seeds by their JSON text.
  return { value: { seed: seed.seed, sizes, anchor } };
}

function parseConfig(raw: unknown, field: string): Parsed<MockConfig> {
  if (!isRecord(raw)) return fail(400, 'validation_error', `${field} must be an object`, { field });
  const config = defaultMockConfig(defaultFeatureFlags());
  for (const key of Object.keys(raw)) {
    if (!(key in config))
      return fail(400, 'validation_error', `${key} is not part of the sandbox configuration`, {
        field: `${field}.${key}`,
      });
  }
  if ('systemStatus' in raw) {
    const refused = schemaCheck(
      raw.systemStatus,
      'systemStatus',
      { $ref: pointer('components', 'schemas', 'SandboxSystemStatus') },
      `${field}.systemStatus`,
    );
    if (refused) return refused;
    config.systemStatus = { ...(raw.systemStatus as SystemStatusConfig) }; // checked by the contract schema just above
  }
  if ('flags' in raw) {
    const refused = schemaCheck(
      raw.flags,
      'flags',
      { type: 'object', additionalProperties: { type: 'boolean' } },
      `${field}.flags`,
    );
    if (refused) return refused;
    const changed = changeFlags(
      config.flags,
      raw.flags as Record<string, boolean>,
      `${field}.flags`,
    ); // checked just above
    if ('kind' in changed) return changed;
    config.flags = changed.flags;
  }
  if ('faults' in raw) {
    const schema = {
      type: 'array',
      maxItems: 50,
      items: { $ref: pointer('components', 'schemas', 'FaultRule') },
    };
    const refused = schemaCheck(raw.faults, 'faults', schema, `${field}.faults`);
    if (refused) return refused;
    const checked = checkFaults(raw.faults as FaultRule[], `${field}.faults`); // checked by the contract schema just above
    if ('kind' in checked) return checked;
    config.faults = checked.faults;
  }
  const settings = Object.fromEntries(
    settingNames.filter((name) => name in raw).map((name) => [name, raw[name]]),
  );
  const refused = schemaCheck(
    settings,
    'settings',
    { $ref: pointer('components', 'schemas', 'SandboxSettings') },
    field,
  );
  if (refused) return refused;
  Object.assign(config, settings);
  return { value: config };
}

function parseTables(
  raw: Record<string, unknown[]>,
  known: readonly string[],
  field: string,
): Parsed<Record<string, unknown[]>> {
  const names = new Set(known);
  const tables: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(raw)) {
    if (!names.has(name))
      return fail(400, 'validation_error', `${name} is not a table of this sandbox`, {
        field: `${field}.${name}`,
      });
    const ids = new Set<string | number>();
    for (const [index, record] of records.entries()) {
      const id = isRecord(record) ? record.id : undefined;
      if (typeof id !== 'string' && typeof id !== 'number') {
        return fail(400, 'validation_error', 'every record needs an id (a string or a number)', {
          field: `${field}.${name}.${index}.id`,
        });
      }
      if (ids.has(id))
        return fail(400, 'validation_error', `the id ${id} appears twice`, {
          field: `${field}.${name}.${index}.id`,
        });
      ids.add(id);
    }
    tables[name] = records;
  }
  // A snapshot is a whole state: a changing table it leaves out is empty, not kept from before.
  for (const name of known) if (!tables[name] && !catalogueTables.has(name)) tables[name] = [];
  return { value: tables };
}

/**
 * Checks an exported state (the import operation's body or a `--persist` file) completely before
 * anything is changed: format version, seed and sizes, configuration, and table names and records.
 */
export function parseSnapshot(
  raw: unknown,
  db: Db,
  field = 'body',
): { snapshot: StateSnapshot } | Failure {
  const shape = schemaCheck(
    raw,
    'snapshot',
    { $ref: pointer('components', 'schemas', 'SandboxStateSnapshot') },
    field,
  );
  if (shape) return shape;
  const body = raw as {
    version: number;
    seed: unknown;
    clockOffsetMs: number;
    config: unknown;
    tables: Record<string, unknown[]>;
  }; // checked above
  if (body.version !== stateFormatVersion) {
    return fail(
      400,
      'validation_error',
      `state format ${body.version} is not ${stateFormatVersion}`,
      { field: `${field}.version` },
    );
  }
  if (body.clockOffsetMs < 0 || body.clockOffsetMs > maxClockOffsetMs) {
    return fail(400, 'validation_error', 'the clock offset is between 0 and ten years', {
      field: `${field}.clockOffsetMs`,
    });
  }
  const seed = parseSeed(body.seed, `${field}.seed`);
  if ('kind' in seed) return seed;
  const config = parseConfig(body.config, `${field}.config`);
  if ('kind' in config) return config;
  const tables = parseTables(body.tables, tableNames(db), `${field}.tables`);
  if ('kind' in tables) return tables;
  return {
    snapshot: {
      version: stateFormatVersion,
      seed: seed.value,
      clockOffsetMs: body.clockOffsetMs,
      config: config.value,
      tables: tables.value,
    },
  };
}
