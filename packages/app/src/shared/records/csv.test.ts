import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('§2 record pages: the visible table as CSV', () => {
  it('quotes as RFC 4180, keeps formulas as text but numbers as numbers, starts with a BOM, CRLF lines', () => {
    const text = csvText(
      ['Paid at', 'Paid by / to'],
      [
        ['2026-11-20 12:00', 'From agent, "top"'],
        ['=HYPERLINK("x")', '-17.50'],
        ['@SUM(A1)', '+1'],
      ],
    );
    expect(text).toBe(
      '\uFEFFPaid at,Paid by / to\r\n' +
        '2026-11-20 12:00,"From agent, ""top"""\r\n' +
        `"'=HYPERLINK(""x"")",-17.50\r\n` +
        "'@SUM(A1),'+1\r\n",
    );
  });
});
