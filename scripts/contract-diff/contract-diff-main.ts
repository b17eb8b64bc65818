import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { severity, type Level } from './change.ts';
import { consoleReport, summaryLine } from './console-report.ts';
import { diffContracts } from './contract-diff.ts';
import { jsonReport, summarise } from './diff-summary.ts';
import { junitReport } from './junit-report.ts';
import { loadContract, SourceError } from './load-contract.ts';

export const usage = `Usage: npm run contract:diff -- <base> [<revision>] [options]

Classifies every change between two versions of the contract: breaking, warning (may break
clients) or non-breaking. <base> and <revision> are each a git ref (main, HEAD~3, a tag, a
commit: the openapi/ files at that commit, bundled), a bundled contract file (JSON or YAML) or a
contract root such as openapi/openapi.yaml. <revision> defaults to the working tree's contract.

  --format F       console (default), json or junit
  --output FILE    write the report there (the console summary still goes to the terminal)
  --fail-on L      breaking (default) or warning: the lowest level that makes the exit code 1
  --help           this text

Exit code: 0 without a change at or above --fail-on, 1 with one, 2 on a usage error (including a
base or revision that cannot be read).`;

export interface DiffIo {
  out(text: string): void;
  err(text: string): void;
  /** Where relative file arguments are resolved (where the user typed the command). */
  cwd: string;
}

const defaultIo: DiffIo = {
  out: (t) => console.log(t),
  err: (t) => console.error(t),
  cwd: process.env.INIT_CWD ?? process.cwd(),
};

type Format = 'console' | 'json' | 'junit';

interface DiffOptions {
  base: string;
  revision: string | null;
  format: Format;
  output: string | null;
  failOn: Level;
}

class UsageError extends Error {}

function parse(argv: string[]): DiffOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        output: { type: 'string' },
        'fail-on': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length < 1 || positionals.length > 2)
    throw new UsageError(
      `expected a base and at most one revision, got ${positionals.length} arguments`,
    );
  const format = values.format ?? 'console';
  if (format !== 'console' && format !== 'json' && format !== 'junit')
    throw new UsageError(`--format ${format}: use console, json or junit`);
  const failOn = values['fail-on'] ?? 'breaking';
  if (failOn !== 'breaking' && failOn !== 'warning')
    throw new UsageError(`--fail-on ${failOn}: use breaking or warning`);
  return {
    base: positionals[0] ?? '',
    revision: positionals[1] ?? null,
    format,
    output: values.output ?? null,
    failOn,
  };
}

/** `npm run contract:diff`: 0 without a change at or above --fail-on, 1 with one, 2 on a usage error. */
export async function contractDiffMain(argv: string[], io: DiffIo = defaultIo): Promise<number> {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (options === 'help') {
    io.out(usage);
    return 0;
  }
  let base;
  let revision;
  try {
    [base, revision] = await Promise.all([
      loadContract(options.base, io.cwd),
      loadContract(options.revision, io.cwd),
    ]);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    io.err(error.message);
    return 2;
  }
  const summary = summarise(base.label, revision.label, diffContracts(base.doc, revision.doc));
  const { failOn } = options;
  const text =
    options.format === 'json'
      ? jsonReport(summary)
      : options.format === 'junit'
        ? junitReport(summary, failOn)
        : consoleReport(summary);
  if (options.output) {
    const file = path.resolve(io.cwd, options.output);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text.endsWith('\n') ? text : `${text}\n`, 'utf8');
    io.out(options.format === 'console' ? summaryLine(summary) : consoleReport(summary));
    io.out(`Report written to ${path.relative(io.cwd, file) || file}`);
  } else {
    io.out(text.replace(/\n$/, ''));
  }
  const failing = summary.changes.some((c) => severity[c.level] >= severity[failOn]);
  return failing ? 1 : 0;
}
