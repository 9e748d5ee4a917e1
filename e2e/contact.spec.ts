import { expect, test } from '@playwright/test';
import { toast } from './toast';

test('the contact form sends and clears', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // The five fields are required: the browser stops an empty form before it is sent.
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(await form.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  // Typed again until it holds: on a loaded machine the page may still be starting when it is first typed.
  await expect(async () => {
    await form.getByLabel('Email').fill('not an address');
    expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
  }).toPass({ timeout: 10_000 });

  await form.getByLabel('First name').fill('Kavya');
  await form.getByLabel('Last name').fill('Nair');
  await form.getByLabel('Email').fill(`kavya.${Date.now()}@globex.example`);
  await form.getByLabel('Company').fill('Globex');
  await form.getByLabel('Message').fill('We would like a demo for 300 people.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully!')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});
