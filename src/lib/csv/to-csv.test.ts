import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './to-csv';

describe('csvCell', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it('writes numbers plainly, negative ones too, and nothing for missing values', () => {
    expect(csvCell(-114.5)).toBe('-114.5');
    expect(csvCell(1234.56)).toBe('1234.56');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a heading line and a line per row with CRLF ends', () => {
    const rows = [
      { account: 'bob', stake: 10 },
      { account: 'ann, jr', stake: -2.5 },
    ];
    expect(
      toCsv(rows, [
        { header: 'Account', value: (r) => r.account },
        { header: 'Stake', value: (r) => r.stake },
      ]),
    ).toBe('Account,Stake\r\nbob,10\r\n"ann, jr",-2.5\r\n');
  });

  it('writes only the heading for no rows', () => {
    expect(toCsv([], [{ header: 'Account', value: () => '' }])).toBe('Account\r\n');
  });
});
