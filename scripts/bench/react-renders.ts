import type { Page } from '@playwright/test';

/**
 * Counts the portal's React component renders in a page (issue 17: a home load rendered the whole
 * page again for each answer of the app start). React DOM, also in a production build, reports
 * every commit to a DevTools hook when one is installed before it loads; this one walks the
 * committed tree and counts the function components that rendered in that commit (React's
 * PerformedWork flag), skipping subtrees the commit did not touch (their fibers keep the flags of
 * an older commit). A string, not a function: tsx's name-keeping helper (`__name`) does not exist
 * inside the page.
 */
const countRendersScript = `(() => {
  const counts = { commits: 0, renders: 0 };
  window.__reactRenders = counts;
  const performedWork = 1;
  const walk = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      if (typeof f.type === 'function' && (f.flags & performedWork) !== 0) counts.renders += 1;
      const untouched = f.alternate !== null && f.alternate.child === f.child;
      if (f.child && !untouched) walk(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      counts.commits += 1;
      walk(root.current.child);
    },
  };
})()`;

/** Installs the counter; call before the page's first navigation. */
export async function countReactRenders(page: Page): Promise<void> {
  await page.addInitScript(countRendersScript);
}

/** The commits and component renders counted so far in the page. */
export async function reactRenders(page: Page): Promise<{ commits: number; renders: number }> {
  return page.evaluate(
    () =>
      (window as unknown as { __reactRenders: { commits: number; renders: number } })
        .__reactRenders,
  );
}
