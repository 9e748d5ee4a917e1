import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year.ts';
import { gstInside, stateCodeOf, stateCodeOfGstin, stateCodeOfName } from './gst.ts';
import { formatInvoiceNumber, INVOICE_NUMBER_MAX_LENGTH, INVOICE_SEQUENCE_MAX } from './invoice-number.ts';

describe('the GST inside a price', () => {
  it('splits every total from ₹0.01 to ₹10,000 into taxable value and tax that add up to the paisa', () => {
    const wrong: number[] = [];
    for (let total = 1; total <= 1_000_000; total += 7) {
      const intra = gstInside(total, '29', '29');
      const inter = gstInside(total, '29', '27');
      const halves = intra.sgstPaise - intra.cgstPaise;
      if (
        intra.taxablePaise + intra.cgstPaise + intra.sgstPaise !== total ||
        (halves !== 0 && halves !== 1) ||
        inter.taxablePaise + inter.igstPaise !== total ||
        inter.taxablePaise !== Math.round((total * 100) / 118)
      ) {
        wrong.push(total);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives the figures of the product's prices", () => {
    expect(gstInside(99_900, '29', '29')).toEqual({
      kind: 'intra-state',
      ratePercent: 18,
      taxablePaise: 84_661, // 99 900 / 1.18 = 84 661.02
      cgstPaise: 7619,
      sgstPaise: 7620,
      igstPaise: 0,
    });
    expect(gstInside(299_900, '07', '29')).toMatchObject({
      kind: 'inter-state',
      taxablePaise: 254_153,
      igstPaise: 45_747,
    });
  });

  it('charges IGST when either state is unknown', () => {
    expect(gstInside(1500, null, null).kind).toBe('inter-state');
    expect(gstInside(1500, '29', null).kind).toBe('inter-state');
  });
});

describe('GST state codes', () => {
  it('reads a state from its name as people write it, or from a GSTIN', () => {
    expect(stateCodeOfName('Karnataka')).toBe('29');
    expect(stateCodeOfName(' tamil nadu ')).toBe('33');
    expect(stateCodeOfName('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOfName('New Delhi')).toBe('07');
    expect(stateCodeOfName('Orissa')).toBe('21');
    expect(stateCodeOfName('Daman and Diu')).toBe('26');
    expect(stateCodeOfName('Bavaria')).toBeNull();
    expect(stateCodeOfGstin('27aapcs1234k1z5')).toBe('27');
    expect(stateCodeOfGstin('99AAPCS1234K1Z5')).toBeNull();
    expect(stateCodeOfGstin('27AAPCS1234')).toBeNull();
  });

  it('prefers the GSTIN to the state written beside it', () => {
    expect(stateCodeOf({ state: 'Karnataka', gstin: '27AAPCS1234K1Z5' })).toBe('27');
    expect(stateCodeOf({ state: 'Karnataka', gstin: 'not a gstin' })).toBe('29');
    expect(stateCodeOf({ state: null, gstin: null })).toBeNull();
  });
});

describe('financial years', () => {
  it('turn on 1 April at midnight in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('number invoices FS, the two halves of the year, then the serial: FS2627/000001', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('FS2627/000001');
    expect(formatInvoiceNumber('2026-27', 123_456)).toBe('FS2627/123456');
    expect(formatInvoiceNumber('2099-00', 7)).toBe('FS9900/000007');
  });
});

describe('invoice numbers and CGST Rule 46(b)', () => {
  it('never exceed 16 characters, even at the largest serial a year may reach', () => {
    expect(INVOICE_NUMBER_MAX_LENGTH).toBe(16);
    const longest = formatInvoiceNumber('2026-27', INVOICE_SEQUENCE_MAX);
    expect(longest).toBe('FS2627/999999999');
    expect(longest.length).toBeLessThanOrEqual(16);
    expect(formatInvoiceNumber('2026-27', 1).length).toBe(13);
  });

  it('refuse a serial past the largest rather than print a longer number', () => {
    expect(() => formatInvoiceNumber('2026-27', INVOICE_SEQUENCE_MAX + 1)).toThrow(/outside/);
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(/outside/);
    expect(() => formatInvoiceNumber('FY26', 1)).toThrow(/financial year/);
  });
});
