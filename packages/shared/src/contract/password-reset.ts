import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, SuccessMessageSchema } from './auth.ts';
import { defineRoutes } from './route.ts';

/**
 * A forgotten password: "Forgot password?" asks for a link by e-mail, the
 * link's page sets a new password. Organisers and colleagues use the first
 * pair, the platform admin the second (their accounts are separate tables
 * with separate sessions, as at sign-in).
 */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

/** The link's token: 256 random bits in base64url (43 characters); anything else is refused unread. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().regex(RESET_TOKEN_PATTERN, 'This reset link is not valid. Ask for a new one.'),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** How long a reset link works, and what the e-mail and the page say about it. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_TEXT = '1 hour';

/** The one answer to "forgot", whether or not an account has that address (saying otherwise would tell). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this address, we have sent it a link to reset the password. The link works once, for 1 hour.';

export const passwordResetRoutes = defineRoutes({
  forgot: {
    method: 'POST',
    path: '/api/password/forgot',
    auth: 'public',
    body: ForgotPasswordRequestSchema,
    response: SuccessMessageSchema,
  },
  reset: {
    method: 'POST',
    path: '/api/password/reset',
    auth: 'public',
    body: ResetPasswordRequestSchema,
    response: SuccessMessageSchema,
  },
  adminForgot: {
    method: 'POST',
    path: '/api/admin/password/forgot',
    auth: 'public',
    duringMaintenance: true,
    body: ForgotPasswordRequestSchema,
    response: SuccessMessageSchema,
  },
  adminReset: {
    method: 'POST',
    path: '/api/admin/password/reset',
    auth: 'public',
    duringMaintenance: true,
    body: ResetPasswordRequestSchema,
    response: SuccessMessageSchema,
  },
});
