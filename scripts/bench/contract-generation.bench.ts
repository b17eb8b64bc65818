import { generateContractFiles } from '../contract/generate-files.ts';
import { measure, median, type BenchResult } from './measure.ts';

/** How long `npm run api:gen` takes to bundle the contract and generate the types (no writes). */
export async function contractGenerationBench(): Promise<BenchResult[]> {
  const runs = await measure(3, () => generateContractFiles());
  return [
    { name: 'contract bundle + type generation (median of 3)', value: median(runs), unit: 'ms' },
  ];
}
