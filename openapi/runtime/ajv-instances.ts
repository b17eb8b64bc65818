import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { contract } from './contract';

/**
 * Ajv's check of an added schema against the JSON Schema meta-schema (`validateSchema`) is off: the
 * contract is an OpenAPI document, whose schemas sit under keywords JSON Schema does not know
 * (`components`, `paths`), so that check looked at none of them and only cost each instance the
 * meta-schema's compilation (~50 ms of every process start). ajv-instances.test.ts checks every
 * schema of the contract against the meta-schema instead.
 */
const notMetaChecked = { validateSchema: false } as const;

function createAjv(options: { coerceTypes: boolean | 'array' }): Ajv2020 {
  // strict: false because the contract carries OpenAPI keywords (example, x-*) beside JSON Schema.
  const ajv = new Ajv2020({
    ...notMetaChecked,
    strict: false,
    allErrors: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
    validateFormats: true,
  });
  addFormats(ajv);
  ajv.addSchema(contract, 'contract');
  return ajv;
}

let paramsAjv: Ajv2020 | null = null;
let bodyAjv: Ajv2020 | null = null;
let responseAjv: Ajv2020 | null = null;

/** Query, path and form fields arrive as text: coerced to the contract's types. */
export function ajvForParams(): Ajv2020 {
  paramsAjv ??= createAjv({ coerceTypes: 'array' });
  return paramsAjv;
}

/** JSON bodies must already have the contract's types: "12" is not a number. */
export function ajvForBodies(): Ajv2020 {
  bodyAjv ??= createAjv({ coerceTypes: false });
  return bodyAjv;
}

/** Responses are checked as sent, with no defaults filled in. */
export function ajvForResponses(): Ajv2020 {
  responseAjv ??= new Ajv2020({
    ...notMetaChecked,
    strict: false,
    allErrors: true,
    useDefaults: false,
  });
  if (!responseAjv.getSchema('contract')) {
    addFormats(responseAjv);
    responseAjv.addSchema(contract, 'contract');
  }
  return responseAjv;
}

/** `body.username`, `query.pageNo`, `body.items.0.name` — the field an error is about. */
export function fieldOf(location: string, error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') {
    parts.push(String((error.params as { missingProperty: string }).missingProperty));
  }
  if (error.keyword === 'additionalProperties') {
    parts.push(String((error.params as { additionalProperty: string }).additionalProperty));
  }
  return [location, ...parts].join('.');
}
