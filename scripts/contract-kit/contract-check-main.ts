import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCliOptions, usage, UsageError } from './cli-options.ts';
import { ConfigError, readKitConfig, resolveKitOptions } from './kit-config.ts';
import { consoleSummary } from './report/console-summary.ts';
import { htmlReport } from './report/html-report.ts';
import { junitReport } from './report/junit-report.ts';
import { hasViolations } from './report/kit-report.ts';
import { runContractCheck, type RunHooks } from './run-contract-check.ts';

export interface MainIo {
  out(text: string): void;
  err(text: string): void;
  /** Where relative report paths and codec modules are resolved (the repository root under npm). */
  cwd: string;
}

const defaultIo: MainIo = {
  out: (t) => console.log(t),
  err: (t) => console.error(t),
  cwd: process.cwd(),
};

/** A named server must answer something (any status) before the kit spends its budget on it. */
async function reachable(baseUrl: string): Promise<string | null> {
  try {
    const answer = await fetch(baseUrl, {
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    return null;
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}

async function writeReport(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
}

/** `npm run contract:check`: 0 when the server honours the contract, 1 on a violation, 2 on a usage error. */
export async function contractCheckMain(
  argv: string[],
  io: MainIo = defaultIo,
  hooks: RunHooks = {},
): Promise<number> {
  let options;
  let cli;
  try {
    cli = parseCliOptions(argv);
    if (cli.help) {
      io.out(usage);
      return 0;
    }
    const config = cli.configFile ? await readKitConfig(path.resolve(io.cwd, cli.configFile)) : {};
    options = await resolveKitOptions(cli, config);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.err(`contract:check: ${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
  if (options.baseUrl) {
    const problem = await reachable(options.baseUrl);
    if (problem) {
      io.err(`contract:check: cannot reach ${options.baseUrl}: ${problem}`);
      return 2;
    }
  }
  const report = await runContractCheck(options, hooks);
  const junitFile = path.resolve(io.cwd, cli.junitFile);
  const htmlFile = path.resolve(io.cwd, cli.htmlFile);
  await writeReport(junitFile, junitReport(report));
  await writeReport(htmlFile, htmlReport(report));
  io.out(
    consoleSummary(report, {
      junit: path.relative(io.cwd, junitFile),
      html: path.relative(io.cwd, htmlFile),
    }),
  );
  return hasViolations(report) ? 1 : 0;
}
