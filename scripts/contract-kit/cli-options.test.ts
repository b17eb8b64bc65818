import { describe, expect, it } from 'vitest';
import { parseCliOptions, UsageError } from './cli-options.ts';
import {
  defaultHtmlFile,
  defaultJunitFile,
  defaultMaxRequests,
  defaultSeed,
} from './kit-options.ts';

describe('parseCliOptions', () => {
  it('defaults to the in-process mock, read-only, seeded and bounded', () => {
    expect(parseCliOptions([])).toMatchObject({
      baseUrl: null,
      allowWrites: false,
      seed: defaultSeed,
      maxRequests: defaultMaxRequests,
      tags: [],
      operations: [],
      junitFile: defaultJunitFile,
      htmlFile: defaultHtmlFile,
    });
  });

  it('reads every option, lists repeated or comma-separated', () => {
    const options = parseCliOptions([
      '--base-url',
      'https://api.example.test/v1/',
      '--allow-writes',
      '--seed',
      '42',
      '--runs',
      '5',
      '--max-requests',
      '200',
      '--time-budget',
      '30',
      '--tag',
      'wallet,games',
      '--tag',
      'points',
      '--operation',
      'login',
      '--username',
      'qa1',
      '--password',
      'secret1',
      '--config',
      'kit.json',
      '--codec',
      'identity',
      '--junit',
      'out/a.xml',
      '--html',
      'out/a.html',
    ]);
    expect(options).toMatchObject({
      baseUrl: 'https://api.example.test/v1',
      allowWrites: true,
      seed: 42,
      runs: 5,
      maxRequests: 200,
      timeBudgetSeconds: 30,
      tags: ['wallet', 'games', 'points'],
      operations: ['login'],
      username: 'qa1',
      password: 'secret1',
      configFile: 'kit.json',
      codec: 'identity',
      junitFile: 'out/a.xml',
      htmlFile: 'out/a.html',
    });
  });

  it.each([
    [['--base-url', 'ftp://x'], /not an http\(s\) URL/],
    [['--base-url', 'nope'], /not a URL/],
    [['--seed', '1.5'], /--seed 1.5 is not a whole number/],
    [['--seed=-1'], /--seed -1 is not a whole number/],
    [['--max-requests', '0'], /--max-requests 0/],
    [['--time-budget', 'soon'], /--time-budget soon/],
    [['--tag', 'mock-control'], /never checked/],
    [['--tag', 'walet'], /not a tag of the contract/],
    [['--operation', 'resetSandbox'], /not an operation the kit checks/],
    [['--username', 'qa1'], /go together/],
    [['--bogus'], /Unknown option/],
    [['--token-header', 'token'], /security scheme.*docs\/decisions\/002/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliOptions(argv)).toThrow(UsageError);
    expect(() => parseCliOptions(argv)).toThrow(message);
  });
});
