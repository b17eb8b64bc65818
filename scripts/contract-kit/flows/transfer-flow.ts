import { asArray, asNumber, asString, at } from '../json-access.ts';
import { tokenOf, type FlowDefinition } from './flow-definition.ts';

interface WalletView {
  code: string;
  balance: number;
}

function walletsOf(json: unknown): {
  wallets: WalletView[];
  vendor: string | undefined;
  sum: number | undefined;
} {
  const value = at(json, 'value');
  const raw = asArray(at(value, 'wallets'));
  const wallets = raw.flatMap((w): WalletView[] => {
    const code = asString(at(w, 'walletCode'));
    const balance = asNumber(at(w, 'balance'));
    return code !== undefined && balance !== undefined ? [{ code, balance }] : [];
  });
  const vendor = raw.find((w) => at(w, 'walletType') === 'vendor' && at(w, 'status') === 'normal');
  return {
    wallets,
    vendor: asString(at(vendor, 'walletCode')),
    sum: asNumber(at(value, 'sumBalance')),
  };
}

const balanceOf = (wallets: WalletView[], code: string) =>
  wallets.find((w) => w.code === code)?.balance;
const cents = (n: number | undefined) => (n === undefined ? NaN : Math.round(n * 100));

/** Moves 1 from the main wallet to a vendor wallet and checks both balances moved by exactly that. */
export const transferFlow: FlowDefinition = {
  name: 'transfer',
  title: 'Transfer from the main wallet to a vendor wallet, then read the balances',
  subjects: ['transferWallet'],
  roles: ['member'],
  async run(flow, ctx, stamp) {
    const token = tokenOf(flow, ctx, 'member');
    const before = walletsOf(
      (await flow.call('getBalance', { path: {}, query: {} }, token, 'balance before')).json,
    );
    if (!before.vendor) flow.skip('the member has no vendor wallet open for transfers');
    const vendor = before.vendor ?? '';
    const main = balanceOf(before.wallets, 'MAIN');
    if (main === undefined || main < 1) flow.skip('the main wallet holds less than 1');
    await flow.call(
      'transferWallet',
      {
        path: {},
        query: {},
        body: {
          kind: 'value',
          value: {
            mode: 'transfer',
            fromWallet: 'MAIN',
            toWallet: vendor,
            amount: 1,
            requestId: `kit-transfer-${stamp}`,
          },
        },
      },
      token,
      `transfer 1 from MAIN to ${vendor}`,
    );
    const after = walletsOf(
      (await flow.call('getBalance', { path: {}, query: {} }, token, 'balance after')).json,
    );
    const mainAfter = balanceOf(after.wallets, 'MAIN');
    const vendorBefore = balanceOf(before.wallets, vendor);
    const vendorAfter = balanceOf(after.wallets, vendor);
    flow.verify(
      cents(mainAfter) === cents(main) - 100,
      'the main wallet lost 1',
      `MAIN went from ${main} to ${mainAfter} (expected ${((cents(main) - 100) / 100).toFixed(2)})`,
    );
    flow.verify(
      cents(vendorAfter) === cents(vendorBefore) + 100,
      `${vendor} gained 1`,
      `${vendor} went from ${vendorBefore} to ${vendorAfter} (expected ${((cents(vendorBefore) + 100) / 100).toFixed(2)})`,
    );
    flow.verify(
      cents(after.sum) === cents(before.sum),
      'the total is unchanged',
      `sumBalance went from ${before.sum} to ${after.sum}`,
    );
  },
};
