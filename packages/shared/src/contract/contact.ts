import { z } from 'zod';
import { defineRoutes } from './route.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The contact form (spec part 1 §2.3, §5): five required fields. */
export const ContactRequestSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  company: required('Company', 200),
  message: required('Message', 5000),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const contactRoutes = defineRoutes({
  sendContact: {
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    body: ContactRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
});
