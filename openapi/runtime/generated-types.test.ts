import { describe, expectTypeOf, it } from 'vitest';
import type { components } from './generated/openapi';

type Schemas = components['schemas'];

// Checked by the type checker (npm run typecheck) as well as run: the generator is configured so the
// types say what the contract says (scripts/contract/generate-files.ts).
describe('generated types', () => {
  it('keep a field with a default optional: a client may leave it out', () => {
    expectTypeOf<{ confirmLowerRate?: boolean }>().toExtend<
      Pick<Schemas['ContractOfferRequest'], 'confirmLowerRate'>
    >();
    expectTypeOf<Record<never, never>>().toExtend<
      Pick<Schemas['ContractOfferRequest'], 'confirmLowerRate'>
    >();
  });
});
