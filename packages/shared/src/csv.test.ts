import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98450 12345', "'+91 98450 12345"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', '"\'\tTab"'],
    ['\rReturn', '"\'\rReturn"'],
  ])('neutralises %j as a formula start', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['Asha;=HYPERLINK("http://x")', '"Asha;\'=HYPERLINK(""http://x"")"'],
    ['Rao, +91 98450 12345', '"Rao, \'+91 98450 12345"'],
    ['a\t@SUM(A1)', '"a\t\'@SUM(A1)"'],
    ['a;  -2+3', '"a;  \'-2+3"'],
    ['x\n=1+1', '"x\n\'=1+1"'],
  ])(
    'quotes and neutralises %j, a formula after a separator that some spreadsheet splits on',
    (value, expected) => {
      expect(csvCell(value)).toBe(expected);
    },
  );

  it('quotes a semicolon or a tab even without a formula', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
  });

  it('leaves a formula sign inside a cell alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, negative ones too (a number cannot carry a formula)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(49999)).toBe('49999');
    expect(csvCell('-5')).toBe("'-5");
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Rao, Ananya')).toBe('"Rao, Ananya"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('keeps leading and trailing spaces by quoting them', () => {
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('writes nothing for null and undefined', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
