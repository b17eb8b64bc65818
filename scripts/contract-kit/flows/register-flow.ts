import { asArray, asString, at } from '../json-access.ts';
import type { RunContext } from '../run-context.ts';
import type { FlowRecorder } from './flow-recorder.ts';
import type { FlowDefinition } from './flow-definition.ts';

/** The SMS code the sandbox "sent" to a number, from its inbox (the mock's control API). */
async function codeFromMockInbox(flow: FlowRecorder, to: string): Promise<string> {
  const inbox = await flow.call(
    'listSandboxInbox',
    { path: {}, query: { to } },
    null,
    `read the sandbox inbox of ${to}`,
  );
  const code = asArray(at(inbox.json, 'value'))
    .map((message) => asString(at(message, 'code')))
    .find((c): c is string => c !== undefined);
  return code ?? flow.skip(`the sandbox inbox holds no code for ${to}`);
}

async function smsCode(flow: FlowRecorder, ctx: RunContext, to: string): Promise<string> {
  const source = ctx.options.registration.smsCode;
  if (source === 'mock-inbox') return codeFromMockInbox(flow, to);
  return source ?? flow.skip('no SMS code source');
}

/** Registers a new player (with the SMS code), signs in with the new password, reads who it is. */
export const registerFlow: FlowDefinition = {
  name: 'register',
  title: 'Register a new player, then sign in with it',
  subjects: ['register', 'requestRegisterSmsCode'],
  roles: [],
  async run(flow, ctx, stamp) {
    const { smsCode: source, countryDialingCode, password } = ctx.options.registration;
    if (source === null) {
      flow.skip(
        'needs an SMS code: set registration.smsCode in --config to a code your test backend accepts (the mock is read automatically)',
      );
    }
    const digits = stamp.replace(/\D/g, '').padStart(7, '0').slice(-7);
    const username = `kit${digits}`;
    const mobile = `917${digits}`;
    await flow.call(
      'requestRegisterSmsCode',
      {
        path: {},
        query: {},
        body: { kind: 'value', value: { countryDialingCode, mobileNo: mobile, username } },
      },
      null,
      `send a registration code to ${countryDialingCode}${mobile}`,
    );
    const code = await smsCode(flow, ctx, `${countryDialingCode}${mobile}`);
    const registered = await flow.call(
      'register',
      {
        path: {},
        query: {},
        body: {
          kind: 'value',
          value: {
            username,
            password,
            confirmPassword: password,
            mobileNum: mobile,
            countryDialingCode,
            verificationCode: code,
            login: true,
          },
        },
      },
      null,
      `register ${username}`,
    );
    const firstToken = asString(at(registered.json, 'value', 'token'));
    ctx.recorder.addSecret(firstToken);
    flow.verify(
      asString(at(registered.json, 'value', 'userName'))?.toLowerCase() === username,
      'the registration signs the new player in',
      `value.userName is ${JSON.stringify(at(registered.json, 'value', 'userName'))}`,
    );
    const signedIn = await flow.call(
      'login',
      {
        path: {},
        query: {},
        body: { kind: 'value', value: { username, password, type: 'username' } },
      },
      null,
      `sign in as ${username}`,
    );
    const token = asString(at(signedIn.json, 'value', 'token')) ?? '';
    ctx.recorder.addSecret(token);
    const info = await flow.call(
      'getMemberInfo',
      { path: {}, query: {} },
      token,
      'read the member info with the new token',
    );
    flow.verify(
      asString(at(info.json, 'value', 'account'))?.toLowerCase() === username,
      'the session belongs to the new player',
      `getMemberInfo says account ${JSON.stringify(at(info.json, 'value', 'account'))}`,
    );
  },
};
