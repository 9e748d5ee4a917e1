import type { Locator, Page } from '@playwright/test';

/**
 * A toast by its text, inside the notifications region. Radix also copies a
 * toast's text into a hidden live region for screen readers, so a bare
 * getByText would find it twice.
 */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}
