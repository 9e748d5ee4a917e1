import { describe, expect, it } from 'vitest';
import { coerceQuantity, readQuantity } from './credit-quantity';

describe('the credit quantity', () => {
  it('accepts whole numbers from 1 to 1000', () => {
    expect(readQuantity('1')).toEqual({ quantity: 1 });
    expect(readQuantity('25')).toEqual({ quantity: 25 });
    expect(readQuantity('1000')).toEqual({ quantity: 1000 });
  });

  it('refuses, with the reason, what cannot be bought', () => {
    expect(readQuantity('0')).toEqual({ error: 'Buy at least 1 credit' });
    expect(readQuantity('-3')).toEqual({ error: 'Buy at least 1 credit' });
    expect(readQuantity('1001')).toEqual({ error: 'Buy at most 1000 credits at a time' });
    expect(readQuantity('2.5')).toEqual({ error: 'Choose a whole number of credits' });
    expect(readQuantity('')).toEqual({ error: 'Enter how many credits to buy (1 to 1000).' });
    expect(readQuantity('ten').error).toBeTruthy();
  });

  it('is coerced to at least 1 and at most 1000 when the box is left', () => {
    expect(coerceQuantity('0')).toBe(1);
    expect(coerceQuantity('')).toBe(1);
    expect(coerceQuantity('-8')).toBe(1);
    expect(coerceQuantity('abc')).toBe(1);
    expect(coerceQuantity('7.9')).toBe(7);
    expect(coerceQuantity('5000')).toBe(1000);
    expect(coerceQuantity('42')).toBe(42);
  });
});
