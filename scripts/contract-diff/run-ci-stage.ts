/**
 * The contract-diff stage of `npm test`: the working tree's contract against the merge base with
 * main (see ci-stage.ts).
 */
import { ciStageMain } from './ci-stage.ts';

process.exitCode = await ciStageMain();
