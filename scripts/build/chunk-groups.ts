/**
 * How the portal's build groups modules into chunks (Rolldown's `output.codeSplitting.groups`).
 *
 * - `first-load`: every module the entry loads on the first visit, in one chunk instead of the ~50
 *   small shared chunks Rolldown splits them into by default (most under 1 KB): one request on a
 *   phone's connection, better compression.
 * - `forms` and `centre-kit`: what the member and agent centres' pages and the dialogs share, each
 *   in one chunk. Split by default, a centre page opened from a link (the wallet page) waited for
 *   32 scripts and 8 stylesheets of 0.1–35 KB, most of them a module or two, over the six
 *   connections a browser opens to one HTTP/1.1 server: several round trips before the page could
 *   render. Grouped: 23 scripts and 6 stylesheets, the same bytes (decision 014). The forms stack
 *   (zod, React Hook Form) is a group of its own, so pages and dialogs without a form do not load
 *   its 40 KB.
 *
 * A group also takes the modules its members import (Rolldown's default): with
 * `includeDependenciesRecursively: false` the chunks imported each other in a circle and a page
 * failed as it loaded ("i is not a function").
 */

/** Module ids matching any of the paths (`/` stands for either separator; regex syntax inside). */
export function pathPattern(...paths: string[]): RegExp {
  return new RegExp(paths.map((p) => p.replaceAll('/', String.raw`[\\/]`)).join('|'));
}

export const portalChunkGroups = [
  { name: 'first-load', tags: ['$initial' as const], priority: 10 },
  {
    name: 'forms',
    test: pathPattern(
      'src/components/text-field',
      'src/lib/auth/field-rules',
      'src/lib/api/blamed-field',
      'node_modules/(react-hook-form|@hookform|zod)/',
    ),
    priority: 6,
  },
  {
    name: 'centre-kit',
    test: pathPattern(
      'src/components/(centre|dialog|query-state)',
      'src/hooks/(centre|use-request-id)',
      'src/lib/(centre|api/request-id|format/end-time)',
      'node_modules/@radix-ui/react-(dialog|focus-scope|focus-guards|dismissable-layer|portal|presence)/',
      'node_modules/(react-remove-scroll|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)',
    ),
    priority: 5,
  },
];
