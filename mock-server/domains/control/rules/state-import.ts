import type { MockBackend, StateSnapshot } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';

/**
 * Replaces the state with a checked snapshot, all or nothing: when restoring fails half-way, the
 * state exported just before goes back in, so no half-imported sandbox is ever left behind.
 */
export async function importAtomically(
  backend: MockBackend,
  snapshot: StateSnapshot,
): Promise<{ tables: number } | Failure> {
  const previous = backend.exportState({ includeCatalogue: false });
  try {
    await backend.importState(snapshot);
  } catch (error) {
    await backend.importState(previous);
    const reason = error instanceof Error ? error.message : String(error);
    return fail(
      400,
      'validation_error',
      `the snapshot could not be imported (${reason}); the previous state is back`,
      { field: 'body.tables' },
    );
  }
  return { tables: Object.keys(snapshot.tables).length };
}
