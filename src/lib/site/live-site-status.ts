/**
 * The sandbox's live stream (`GET /sandbox/events`, server-sent events): an open portal hears that
 * the system status or the feature flags changed and reads them again, so it switches to the
 * maintenance or region-blocked page (and back) without a reload.
 *
 * A server without the stream (a real backend, the dev server's in-page mock) answers 404 or an
 * HTML page: EventSource then gives up by itself. An error before the first event closes the
 * source too, so a server that never streamed is never asked again; a stream that worked and
 * dropped comes back after the server's `retry` (10 s), and the first event after it re-reads.
 */
export function subscribeToSandboxChanges(
  url: string,
  onChange: () => void,
  EventSourceImpl: typeof EventSource | null = globalThis.EventSource ?? null,
): () => void {
  if (!EventSourceImpl) return () => undefined;
  const source = new EventSourceImpl(url);
  let heard = false;
  let lastVersion: number | null = null;
  const hear = (event: MessageEvent<string>) => {
    let version: number | null;
    try {
      const data = JSON.parse(event.data) as { version?: unknown };
      version = typeof data.version === 'number' ? data.version : null;
    } catch {
      version = null;
    }
    // The first hello says where things stand (the page has just read it); later events, and a
    // hello after a reconnect with another version, mean a change.
    const changed = heard && (version === null || version !== lastVersion);
    heard = true;
    lastVersion = version;
    if (changed) onChange();
  };
  source.addEventListener('hello', hear);
  source.addEventListener('change', hear);
  source.addEventListener('error', () => {
    if (!heard) source.close();
  });
  return () => source.close();
}
