/**
 * npm run contract:diff -- <base> [<revision>] [--format console|json|junit] [--output FILE]
 * Classifies every change between two versions of the contract (git refs or files; the revision
 * defaults to the working tree) as breaking, warning or non-breaking. See scripts/contract-diff/.
 */
import { contractDiffMain } from './contract-diff/contract-diff-main.ts';

process.exitCode = await contractDiffMain(process.argv.slice(2));
