import { describe, expect, it } from 'vitest';
import { planCiDiff, type Git } from './ci-stage.ts';

const head = 'a'.repeat(40);
const main = 'b'.repeat(40);
const mergeBase = 'c'.repeat(40);

/** A fake git answering from a table keyed by the arguments; anything else fails (null). */
function fakeGit(answers: Record<string, string>): Git {
  return async (args) => answers[args.join(' ')] ?? null;
}

const onBranch = {
  'rev-parse --verify --quiet HEAD^{commit}': head,
  'rev-parse --verify --quiet main^{commit}': main,
  'symbolic-ref --short -q HEAD': 'contract-diff',
  'merge-base HEAD main': mergeBase,
  [`ls-files --others --exclude-standard -- openapi :(exclude)openapi/runtime`]: '',
};

describe('the npm test stage', () => {
  it('diffs against the merge base with main when the contract changed', async () => {
    const plan = await planCiDiff(
      fakeGit({
        ...onBranch,
        [`diff --name-only ${mergeBase} -- openapi :(exclude)openapi/runtime`]:
          'openapi/paths/wallet/deposits.yaml',
      }),
    );
    expect(plan).toEqual({ base: mergeBase, mainRef: 'main' });
  });

  it('prefers origin/main and counts a new untracked contract file as a change', async () => {
    const plan = await planCiDiff(
      fakeGit({
        ...onBranch,
        'rev-parse --verify --quiet origin/main^{commit}': main,
        'merge-base HEAD origin/main': mergeBase,
        [`diff --name-only ${mergeBase} -- openapi :(exclude)openapi/runtime`]: '',
        [`ls-files --others --exclude-standard -- openapi :(exclude)openapi/runtime`]:
          'openapi/paths/wallet/new.yaml',
      }),
    );
    expect(plan).toEqual({ base: mergeBase, mainRef: 'origin/main' });
  });

  it('does no work when nothing under openapi/ changed since the merge base', async () => {
    const plan = await planCiDiff(
      fakeGit({
        ...onBranch,
        [`diff --name-only ${mergeBase} -- openapi :(exclude)openapi/runtime`]: '',
      }),
    );
    expect(plan).toEqual({
      unchanged: 'the contract has not changed since the merge base with main (ccccccc)',
    });
  });

  it('skips, saying why, without a main branch or on main itself', async () => {
    const { 'rev-parse --verify --quiet main^{commit}': _main, ...noMain } = onBranch;
    void _main;
    expect(await planCiDiff(fakeGit(noMain))).toEqual({
      skip: 'no main branch to compare with (looked for origin/main, main)',
    });
    expect(
      await planCiDiff(fakeGit({ ...onBranch, 'symbolic-ref --short -q HEAD': 'main' })),
    ).toEqual({ skip: 'HEAD is main itself' });
    const { 'symbolic-ref --short -q HEAD': _branch, ...detached } = onBranch;
    void _branch;
    expect(
      await planCiDiff(fakeGit({ ...detached, 'rev-parse --verify --quiet HEAD^{commit}': main })),
    ).toEqual({ skip: 'HEAD is main itself' });
  });
});
