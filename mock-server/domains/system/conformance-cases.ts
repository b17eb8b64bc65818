import type { OperationId } from '../../core/handler-types';
import {
  type CaseRequest,
  type ConformanceCase,
  type ConformanceCases,
  invalid,
  ok,
  refused,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { siteConfigThrottle } from './rules/visitor-throttle';

/** A visitor address used only by the throttling cases, so they never slow down the other cases. */
const floodIp = '192.0.2.250';

/** Calls the operation up to the throttle's limit from one address; the case's own call is then one too many. */
function throttled(operationId: OperationId, request: CaseRequest = {}): ConformanceCase {
  return refused(
    `more than ${siteConfigThrottle.max} calls in ${siteConfigThrottle.windowMs / 1000} s from one address`,
    429,
    'too_many_requests',
    null,
    async (t: TestBackend) => {
      const flood = { ...request, headers: { 'x-forwarded-for': floodIp } };
      for (let i = 0; i < siteConfigThrottle.max; i += 1) await t.call(operationId, flood);
      return flood;
    },
  );
}

/** Happy path and refusals of every system and home operation, run by mock-server/contract-conformance.test.ts. */
export const systemCases: ConformanceCases = {
  getSystemStatus: {
    happy: [
      ok('normal status for an anonymous visitor'),
      ok('the visitor IP from X-Forwarded-For', null, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      }),
    ],
    refusals: [throttled('getSystemStatus')],
  },
  getWhitelabel: {
    happy: [ok('the flags tree')],
    refusals: [throttled('getWhitelabel')],
  },
  getPermission: {
    happy: [
      ok('the dev server host', null, { query: { host: 'localhost:5173' } }),
      ok('a LAN address', null, { query: { host: '192.168.1.20:4010' } }),
      ok('the host the request came to', null, {
        query: { host: 'demo.sandbox.example:4010' },
        headers: { host: 'demo.sandbox.example:4010' },
      }),
    ],
    refusals: [
      refused('a host without a site', 404, 'invalid_url', null, {
        query: { host: 'unknown.example.test' },
      }),
      invalid('a URL instead of a host', null, { query: { host: 'http://localhost:5173/' } }),
      throttled('getPermission', { query: { host: 'localhost:5173' } }),
    ],
  },
  getRegisterSettings: {
    happy: [ok('the registration switches')],
    refusals: [throttled('getRegisterSettings')],
  },
  getRegisterValidators: {
    happy: [ok('the published rules')],
    refusals: [throttled('getRegisterValidators')],
  },
  listCountries: {
    happy: [
      ok('the countries in English'),
      ok('the countries in Filipino', null, { query: { language: 'TY' } }),
    ],
    refusals: [],
  },
  getDomainRoutes: {
    happy: [ok('the route lines')],
    refusals: [throttled('getDomainRoutes')],
  },
  listRouters: {
    happy: [ok('routes and app resources')],
    refusals: [throttled('listRouters')],
  },
  getMenuSettings: {
    happy: [ok('the web menus', null, { query: { device: 'WEB' } }), ok('the default device')],
    refusals: [],
  },
  listNotices: {
    happy: [
      ok('B notices by default'),
      ok('the portal query, 9 per page', null, {
        query: { type: ['B', 'PL', 'PU', 'PR'], platform: 'W', pageNo: 2, pageSize: 9 },
      }),
      ok('a page past the end', null, { query: { type: ['H'], pageNo: 9, pageSize: 9 } }),
    ],
    refusals: [],
  },
  getAnnouncements: {
    happy: [
      ok('the home bundle', null, { query: { platform: 'W', language: 'EN' } }),
      ok('in Filipino', null, { query: { language: 'TY' } }),
    ],
    refusals: [],
  },
  listHelpTopics: {
    happy: [
      ok('the topics in English', null, { query: { device: 'WEB' } }),
      ok('Filipino with English fallback', null, { query: { lang: 'TY' } }),
    ],
    refusals: [],
  },
  getCustomerService: {
    happy: [
      ok('live chat by default'),
      ok('the VIP service of high-ranked members', null, { query: { csType: 'VIP' } }),
      ok('a channel with a non-http target', null, { query: { csType: 'EMAIL' } }),
    ],
    refusals: [
      refused('a disabled channel', 404, 'not_found', null, { query: { csType: 'WHATSAPP' } }),
    ],
  },
  listWinners: {
    happy: [ok('the default board'), ok('the five latest', null, { query: { count: 5 } })],
    refusals: [],
  },
};
