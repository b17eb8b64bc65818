import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtom } from 'jotai';

import { warningAtom } from '../../lib/stores/dialog-atoms';

/** The dialog's code (and the dialog library) loads with the first warning, not with the page. */
const WarningDialog = lazyChunk(() => import('./warning-dialog'));

/** Shows the current warning (section 8) over everything. */
export function WarningHost() {
  const [warning, setWarning] = useAtom(warningAtom);
  if (!warning) return null;
  return (
    <ChunkBoundary fallback={null}>
      <WarningDialog warning={warning} onClose={() => setWarning(null)} />
    </ChunkBoundary>
  );
}
