import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCheckoutScript } from './checkout-script';
import type { CheckoutConstructor } from './razorpay-checkout';

/** The scripts the loader put on the page (kept from loading: the test plays the browser's part). */
let added: HTMLScriptElement[] = [];

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.Razorpay;
});

describe('the checkout script', () => {
  it('is added to the page once however many payments start, and gives the checkout it defines', async () => {
    const first = loadCheckoutScript('https://checkout.example.test/one.js');
    const second = loadCheckoutScript('https://checkout.example.test/one.js');
    expect(added.map((script) => script.src)).toEqual(['https://checkout.example.test/one.js']);
    const Checkout = class {} as unknown as CheckoutConstructor;
    window.Razorpay = Checkout;
    added[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Checkout);
    await expect(second).resolves.toBe(Checkout);
    // Once defined, later payments use it without another script.
    await expect(loadCheckoutScript('https://checkout.example.test/one.js')).resolves.toBe(Checkout);
    expect(added).toHaveLength(1);
  });

  it('that failed to load is forgotten, so the next attempt fetches it again', async () => {
    const failing = loadCheckoutScript('https://checkout.example.test/two.js');
    added[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/could not be loaded/);

    const retry = loadCheckoutScript('https://checkout.example.test/two.js');
    expect(added).toHaveLength(2);
    added[1]!.dispatchEvent(new Event('load')); // loaded, but defined nothing
    await expect(retry).rejects.toThrow(/did not define Razorpay/);
  });
});
