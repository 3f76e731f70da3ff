import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('§2 Agent-centre reports "export of the visible table as CSV"', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['-12.50', '-12.50'],
    [-3, '-3'],
    [1234.5, '1234.5'],
    ['张伟', '张伟'],
    ['محمد', 'محمد'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('cell %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM, the labels, one CRLF line per row in column order, and quotes where needed', () => {
    const text = toCsv(
      [
        { key: 'user', label: 'Username' },
        { key: 'amount', label: 'Amount, CNY' },
      ],
      [
        { user: 'downline1', amount: 10 },
        { amount: -5.5, user: '=evil' },
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Username,"Amount, CNY"\r\ndownline1,10\r\n\'=evil,-5.5\r\n');
  });

  it('an empty table is the header line only', () => {
    expect(toCsv([{ key: 'a', label: 'A' }], [])).toBe(`${CSV_BOM}A\r\n`);
  });
});
