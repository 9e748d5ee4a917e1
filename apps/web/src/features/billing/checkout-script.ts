import type { CheckoutConstructor } from './razorpay-checkout';

/** The one load per page of each checkout script URL (a second Pay click waits for the same load). */
const loads = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads the payment provider's checkout script on demand (only screens that
 * take a payment need it, and only when Pay is clicked): one <script> per
 * page, its promise shared. A failed load is forgotten and its tag removed,
 * so the next attempt tries again.
 */
export function loadCheckoutScript(url: string): Promise<CheckoutConstructor> {
  // Already on the page (loaded before this module was, or provided by the host page).
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const cached = loads.get(url);
  if (cached) return cached;
  const script = document.createElement('script');
  const load = new Promise<CheckoutConstructor>((resolve, reject) => {
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The checkout script did not define Razorpay'));
    };
    script.onerror = () => reject(new Error(`The checkout script could not be loaded from ${url}`));
  });
  load.catch(() => {
    loads.delete(url);
    script.remove();
  });
  loads.set(url, load);
  document.head.append(script);
  return load;
}
