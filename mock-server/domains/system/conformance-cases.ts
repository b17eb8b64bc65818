import type { OperationId } from '../../core/handler-types';
import type {
  CaseRequest,
  ConformanceCase,
  ConformanceCases,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { siteConfigThrottle } from './rules/visitor-throttle';

/** A visitor address used only by the throttling cases, so they never slow down the other cases. */
const floodIp = '192.0.2.250';

/** Calls the operation up to the throttle's limit from one address; the case's own call is then one too many. */
function throttled(operationId: OperationId, request: CaseRequest = {}): ConformanceCase {
  return {
    name: `more than ${siteConfigThrottle.max} calls in ${siteConfigThrottle.windowMs / 1000} s from one address`,
    request: async (t: TestBackend) => {
      const flood = { ...request, headers: { 'x-forwarded-for': floodIp } };
      for (let i = 0; i < siteConfigThrottle.max; i += 1) await t.call(operationId, flood);
      return flood;
    },
    expect: { status: 429, code: 'too_many_requests' },
  };
}

const invalid = (name: string, query: CaseRequest['query']): ConformanceCase => ({
  name,
  request: { query },
  expect: { status: 400, code: 'validation_error' },
});

/** Happy path and refusals of every system and home operation, run by mock-server/contract-conformance.test.ts. */
export const systemCases: ConformanceCases = {
  getSystemStatus: {
    happy: [
      { name: 'normal status for an anonymous visitor', expect: { status: 200 } },
      {
        name: 'the visitor IP from X-Forwarded-For',
        request: { headers: { 'x-forwarded-for': '198.51.100.7' } },
        expect: { status: 200 },
      },
    ],
    refusals: [throttled('getSystemStatus')],
  },
  getWhitelabel: {
    happy: [{ name: 'the flags tree', expect: { status: 200 } }],
    refusals: [throttled('getWhitelabel')],
  },
  getPermission: {
    happy: [
      {
        name: 'the dev server host',
        request: { query: { host: 'localhost:5173' } },
        expect: { status: 200 },
      },
      {
        name: 'a LAN address',
        request: { query: { host: '192.168.1.20:4010' } },
        expect: { status: 200 },
      },
      {
        name: 'the host the request came to',
        request: {
          query: { host: 'demo.sandbox.example:4010' },
          headers: { host: 'demo.sandbox.example:4010' },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a host without a site',
        request: { query: { host: 'unknown.example.test' } },
        expect: { status: 404, code: 'invalid_url' },
      },
      invalid('a URL instead of a host', { host: 'http://localhost:5173/' }),
      invalid('no host', {}),
      throttled('getPermission', { query: { host: 'localhost:5173' } }),
    ],
  },
  getRegisterSettings: {
    happy: [{ name: 'the registration switches', expect: { status: 200 } }],
    refusals: [throttled('getRegisterSettings')],
  },
  getRegisterValidators: {
    happy: [{ name: 'the published rules', expect: { status: 200 } }],
    refusals: [throttled('getRegisterValidators')],
  },
  listCountries: {
    happy: [
      { name: 'the countries in English', expect: { status: 200 } },
      {
        name: 'the countries in Filipino',
        request: { query: { language: 'TY' } },
        expect: { status: 200 },
      },
    ],
    refusals: [invalid('an unknown language', { language: 'FR' })],
  },
  getDomainRoutes: {
    happy: [{ name: 'the route lines', expect: { status: 200 } }],
    refusals: [throttled('getDomainRoutes')],
  },
  listRouters: {
    happy: [{ name: 'routes and app resources', expect: { status: 200 } }],
    refusals: [throttled('listRouters')],
  },
  getMenuSettings: {
    happy: [
      { name: 'the web menus', request: { query: { device: 'WEB' } }, expect: { status: 200 } },
      { name: 'the default device', expect: { status: 200 } },
    ],
    refusals: [invalid('an unknown device', { device: 'PC' })],
  },
  listNotices: {
    happy: [
      { name: 'B notices by default', expect: { status: 200 } },
      {
        name: 'the portal query, 9 per page',
        request: {
          query: { type: ['B', 'PL', 'PU', 'PR'], platform: 'W', pageNo: 2, pageSize: 9 },
        },
        expect: { status: 200 },
      },
      {
        name: 'a page past the end',
        request: { query: { type: ['H'], pageNo: 9, pageSize: 9 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      invalid('an unknown notice type', { type: ['X'] }),
      invalid('page 0', { pageNo: 0 }),
      invalid('a page size over 100', { pageSize: 101 }),
      invalid('an unknown platform', { platform: 'ios' }),
    ],
  },
  getAnnouncements: {
    happy: [
      {
        name: 'the home bundle',
        request: { query: { platform: 'W', language: 'EN' } },
        expect: { status: 200 },
      },
      { name: 'in Filipino', request: { query: { language: 'TY' } }, expect: { status: 200 } },
    ],
    refusals: [
      invalid('an unknown language', { language: 'FR' }),
      invalid('an unknown platform', { platform: 'android' }),
    ],
  },
  listHelpTopics: {
    happy: [
      {
        name: 'the topics in English',
        request: { query: { device: 'WEB' } },
        expect: { status: 200 },
      },
      {
        name: 'Filipino with English fallback',
        request: { query: { lang: 'TY' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      invalid('an unknown lang', { lang: 'FR' }),
      invalid('an unknown device', { device: 'PC' }),
    ],
  },
  getCustomerService: {
    happy: [
      { name: 'live chat by default', expect: { status: 200 } },
      {
        name: 'the VIP service of high-ranked members',
        request: { query: { csType: 'VIP' } },
        expect: { status: 200 },
      },
      {
        name: 'a channel with a non-http target',
        request: { query: { csType: 'EMAIL' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a disabled channel',
        request: { query: { csType: 'WHATSAPP' } },
        expect: { status: 404, code: 'not_found' },
      },
      invalid('an unknown channel', { csType: 'SMS' }),
    ],
  },
  listWinners: {
    happy: [
      { name: 'the default board', expect: { status: 200 } },
      { name: 'the five latest', request: { query: { count: 5 } }, expect: { status: 200 } },
    ],
    refusals: [
      invalid('count 0', { count: 0 }),
      invalid('count over 100', { count: 101 }),
      invalid('a count that is no number', { count: 'many' }),
    ],
  },
};
