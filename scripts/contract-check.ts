/**
 * npm run contract:check [-- --base-url URL --allow-writes --seed N --tag T --operation ID ...]
 * Checks a server (the mock, started in-process, by default) against the contract: every
 * operation, valid and invalid requests, guarded calls without a session, stateful flows. Writes
 * a console summary, JUnit XML and an HTML report. See scripts/contract-kit/README.md.
 */
import { contractCheckMain } from './contract-kit/contract-check-main.ts';

process.exitCode = await contractCheckMain(process.argv.slice(2));
