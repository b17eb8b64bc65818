/**
 * Placeholder until the portal shell (issue 4) lands: it proves the build, the sandbox's history
 * fallback and the API reference link. Its text is English only on purpose; i18n arrives with the
 * shell.
 */
export function App() {
  return (
    <main>
      <h1>Gaming portal sandbox</h1>
      <p>
        The portal is being built. The API contract is browsable at <a href="/docs">/docs</a>.
      </p>
    </main>
  );
}
