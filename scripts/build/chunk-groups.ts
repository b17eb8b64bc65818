/**
 * How the portal's build groups modules into chunks (Rolldown's `output.codeSplitting.groups`).
 *
 * - `first-load`: every module the entry loads on the first visit, in one chunk instead of the ~50
 *   small shared chunks Rolldown splits them into by default (most under 1 KB): one request on a
 *   phone's connection, better compression.
 * - `forms` (zod, React Hook Form, the field helpers; 40 KB, not loaded by screens without a form)
 *   and `centre-kit` (the dialog stack, the centres' frame and nav): what the centres' pages and
 *   the dialogs share. `member-kit`: what every page loads for a signed-in member (the profile
 *   menu, the session clock, the reality check).
 *
 * Split by default, these were dozens of chunks of 0.1–3 KB, a module or two each, and a browser
 * opens six connections to one HTTP/1.1 server: the wallet page opened from a link waited for 32
 * scripts and 8 stylesheets, several round trips, before it could render. Grouped: 17 and 5, the
 * same bytes; a member's home 18 → 14 scripts; a visitor's pages load what they did, or fewer
 * (decision 014 has the figures).
 *
 * A group also takes the modules its members import (Rolldown's default; with
 * `includeDependenciesRecursively: false` the chunks imported each other in a circle and a page
 * failed as it loaded, "i is not a function"). So a helper that a visitor's page shares with a
 * member-kit module must be taken first by a group that page loads anyway, or the visitor loads the
 * member kit for it: `use-sign-out` (the points mall's) is in `centre-kit`, the dropdown menu (the
 * visitors' menus') in `dropdown`.
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
      'src/features/wallet/components/select-field',
      'node_modules/(react-hook-form|@hookform|zod)/',
    ),
    priority: 6,
  },
  {
    name: 'centre-kit',
    test: pathPattern(
      'src/components/(centre|dialog|query-state)',
      'src/hooks/(centre|use-request-id|auth/use-sign-out)',
      'src/lib/(centre|api/request-id|format/end-time|member/api/use-get-mission-summary)',
      'node_modules/@radix-ui/react-(dialog|focus-scope|focus-guards|dismissable-layer|portal|presence)/',
      'node_modules/(react-remove-scroll|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)',
    ),
    priority: 5,
  },
  {
    // Taken before the member kit, whose profile menu uses it: visitors' menus use it too.
    name: 'dropdown',
    test: pathPattern('node_modules/@radix-ui/react-dropdown-menu/'),
    priority: 4.5,
  },
  {
    name: 'member-kit',
    test: pathPattern(
      'src/features/member-menu/',
      'src/lib/member/label-colors',
      'src/features/protection/(components/(session-clock|reality-check|use-money)|api/(use-get-session-summary|use-get-reality-check)|rules/(session-time|reality-check-schedule))',
    ),
    priority: 4,
  },
];
