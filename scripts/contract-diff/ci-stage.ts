/**
 * The `npm test` stage: the contract of the working tree against the merge base with the main
 * branch (`origin/main`, else `main`). Skipped, with the reason printed, when there is no main
 * branch or HEAD is main itself; instant when nothing under `openapi/` changed since the merge base.
 * Exit 1 on a breaking change, unless CONTRACT_DIFF_ALLOW_BREAKING=1 (an intended break, agreed
 * with the backend teams). The JUnit report goes to reports/contract-diff.xml.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../repo-root.ts';
import { contractDiffMain } from './contract-diff-main.ts';

const run = promisify(execFile);

export type Git = (args: string[]) => Promise<string | null>;

const realGit: Git = async (args) => {
  try {
    return (await run('git', args, { cwd: repoRoot })).stdout.trim();
  } catch {
    return null;
  }
};

export type CiPlan = { skip: string } | { unchanged: string } | { base: string; mainRef: string };

export const mainCandidates = ['origin/main', 'main'];

/** What the stage does, decided from git alone (tests give it a fake git). */
export async function planCiDiff(git: Git = realGit): Promise<CiPlan> {
  const head = await git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (!head) return { skip: 'no commit checked out' };
  let mainRef: string | null = null;
  let mainCommit: string | null = null;
  for (const candidate of mainCandidates) {
    const commit = await git(['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]);
    if (commit) {
      mainRef = candidate;
      mainCommit = commit;
      break;
    }
  }
  if (!mainRef || !mainCommit)
    return { skip: `no main branch to compare with (looked for ${mainCandidates.join(', ')})` };
  const branch = await git(['symbolic-ref', '--short', '-q', 'HEAD']);
  if (branch === 'main' || (!branch && head === mainCommit))
    return { skip: `HEAD is ${mainRef} itself` };
  const base = await git(['merge-base', 'HEAD', mainRef]);
  if (!base) return { skip: `HEAD and ${mainRef} have no common ancestor` };
  const contractFiles = ['--', 'openapi', ':(exclude)openapi/runtime'];
  const changed = await git(['diff', '--name-only', base, ...contractFiles]);
  const untracked = await git(['ls-files', '--others', '--exclude-standard', ...contractFiles]);
  if (changed === '' && untracked === '')
    return {
      unchanged: `the contract has not changed since the merge base with ${mainRef} (${base.slice(0, 7)})`,
    };
  return { base, mainRef };
}

export async function ciStageMain(
  env: Record<string, string | undefined> = process.env,
  out: (text: string) => void = (t) => console.log(t),
): Promise<number> {
  const plan = await planCiDiff();
  if ('skip' in plan) {
    out(`contract diff skipped: ${plan.skip}.`);
    return 0;
  }
  if ('unchanged' in plan) {
    out(`contract diff: no changes (${plan.unchanged}).`);
    return 0;
  }
  out(`contract diff against the merge base with ${plan.mainRef} (${plan.base.slice(0, 7)}):`);
  const code = await contractDiffMain(
    [plan.base, '--format', 'junit', '--output', 'reports/contract-diff.xml'],
    { out, err: (t) => console.error(t), cwd: repoRoot },
  );
  if (code === 1 && env.CONTRACT_DIFF_ALLOW_BREAKING === '1') {
    out('Breaking changes allowed by CONTRACT_DIFF_ALLOW_BREAKING=1.');
    return 0;
  }
  if (code === 1)
    out(
      'A breaking change to the contract: make it compatible, or, when the backend teams agreed to it, run with CONTRACT_DIFF_ALLOW_BREAKING=1.',
    );
  return code;
}
