import { QueryError, QueryLoading } from '../../../components/query-state';
import type { Remote } from '../api/use-remote';

/**
 * What a list shows while its data is not there: the shared loading line, or the shared failure box
 * (the catalogue text) with a retry button. Nothing once the data is ready.
 */
export function RemoteStatus({
  remote,
  failedText,
}: {
  remote: Remote<unknown> & { retry(): void };
  failedText: string;
}) {
  if (remote.state === 'loading') return <QueryLoading />;
  if (remote.state !== 'error') return null;
  return <QueryError error={remote.error} onRetry={remote.retry} failedText={failedText} />;
}
