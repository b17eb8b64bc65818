import { describe, expect, it } from 'vitest';
import { splitTarget } from './node-api-listener';

const viaUrl = (target: string) => {
  const url = new URL(target, 'http://sandbox.local');
  return { pathname: url.pathname, query: [...url.searchParams] };
};
const viaSplit = (target: string) => {
  const split = splitTarget(target);
  return { pathname: split.pathname, query: [...split.searchParams] };
};

describe('splitTarget', () => {
  it('gives the path and query the URL parser gives, for plain and unusual targets alike', () => {
    const targets = [
      '/wps/v2/wallets/balance',
      '/lgw/games/list?gameType=RNG&vassalage=KA&minBet=0.1&pageNo=2',
      '/lgw/games/list?',
      '/lgw/games/list?a=1&a=2&b=&c',
      '/wps/x?q=a+b%20c%2B&name=%E4%BD%A0%E5%A5%BD',
      '/wps/x?q="<tag>"&r=`x`&s=a%zz',
      '/wps/x?q=ü&r=日本',
      '/wps/x?q=1#fragment',
      '/wps/./x/../y',
      '/wps/%7Euser/a%2Fb',
      '/wps/x\\y',
      '/wps//double',
      '/__mock/config?x=%00',
    ];
    for (const target of targets) expect(viaSplit(target), target).toEqual(viaUrl(target));
  });
});
