import { z } from 'zod';
import { defineRoutes } from './route.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for organisers and the platform admin:
 * the same routes under /api/profile/two-factor (organiser) and
 * /api/admin/two-factor (admin), and the code step of each sign-in, which
 * lives with that sign-in (authRoutes, adminAuthRoutes).
 */

export const RECOVERY_CODE_COUNT = 10;

/** What the password step answers when the account has two-factor sign-in on. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** A code as people type or paste it: spaces are ignored. */
export const TotpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .max(20, 'Enter the 6-digit code from your authenticator app.')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

/** A recovery code ("abcde-23456"): case, spaces and hyphens are ignored. */
export const RecoveryCodeSchema = z
  .string({ error: 'Enter one of your recovery codes.' })
  .max(40, 'Enter one of your recovery codes.')
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter one of your recovery codes, like abcde-23456.'));

/** The second factor: a current code from the app, or one of the recovery codes. */
export const SecondFactorSchema = z.union([
  z.object({ code: TotpCodeSchema }),
  z.object({ recoveryCode: RecoveryCodeSchema }),
]);
export type SecondFactor = z.output<typeof SecondFactorSchema>;

const PasswordSchema = z.string().min(1, 'Password is required').max(1024);

/** Turning two-factor off or replacing the recovery codes asks for the password and a second factor. */
export const ConfirmWithSecondFactorSchema = z.union([
  z.object({ password: PasswordSchema, code: TotpCodeSchema }),
  z.object({ password: PasswordSchema, recoveryCode: RecoveryCodeSchema }),
]);
export type ConfirmWithSecondFactor = z.input<typeof ConfirmWithSecondFactorSchema>;

/** Setting up starts with the password, so a borrowed session cannot lock the owner out. */
export const StartTwoFactorSetupRequestSchema = z.object({ password: PasswordSchema });

export const EnableTwoFactorRequestSchema = z.object({ code: TotpCodeSchema });

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesRemaining: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorStatusResponseSchema = z.object({ success: z.boolean(), twoFactor: TwoFactorStatusSchema });

/** Shown once, while setting up: the secret never leaves the server again. */
export const TwoFactorSetupResponseSchema = z.object({
  success: z.boolean(),
  /** The secret in base32, in groups of four for typing ("ABCD EFGH ..."). */
  secret: z.string(),
  /** A QR code of the otpauth:// address, drawn on the server, as a data: URL. */
  qrCode: z.string(),
  message: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponseSchema>;

/** New recovery codes, shown once; only their hashes are kept. */
export const RecoveryCodesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});

export const TwoFactorMessageSchema = z.object({ success: z.boolean(), message: z.string() });

export const twoFactorRoutes = defineRoutes({
  getStatus: {
    method: 'GET',
    path: '/api/profile/two-factor',
    auth: 'organiser',
    response: TwoFactorStatusResponseSchema,
  },
  startSetup: {
    method: 'POST',
    path: '/api/profile/two-factor/setup',
    auth: 'organiser',
    role: 'viewer',
    body: StartTwoFactorSetupRequestSchema,
    response: TwoFactorSetupResponseSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/profile/two-factor/enable',
    auth: 'organiser',
    role: 'viewer',
    body: EnableTwoFactorRequestSchema,
    response: RecoveryCodesResponseSchema,
  },
  disable: {
    method: 'POST',
    path: '/api/profile/two-factor/disable',
    auth: 'organiser',
    role: 'viewer',
    body: ConfirmWithSecondFactorSchema,
    response: TwoFactorMessageSchema,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/profile/two-factor/recovery-codes',
    auth: 'organiser',
    role: 'viewer',
    body: ConfirmWithSecondFactorSchema,
    response: RecoveryCodesResponseSchema,
  },
  adminGetStatus: {
    method: 'GET',
    path: '/api/admin/two-factor',
    auth: 'admin',
    response: TwoFactorStatusResponseSchema,
  },
  adminStartSetup: {
    method: 'POST',
    path: '/api/admin/two-factor/setup',
    auth: 'admin',
    body: StartTwoFactorSetupRequestSchema,
    response: TwoFactorSetupResponseSchema,
  },
  adminEnable: {
    method: 'POST',
    path: '/api/admin/two-factor/enable',
    auth: 'admin',
    body: EnableTwoFactorRequestSchema,
    response: RecoveryCodesResponseSchema,
  },
  adminDisable: {
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    auth: 'admin',
    body: ConfirmWithSecondFactorSchema,
    response: TwoFactorMessageSchema,
  },
  adminRegenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/admin/two-factor/recovery-codes',
    auth: 'admin',
    body: ConfirmWithSecondFactorSchema,
    response: RecoveryCodesResponseSchema,
  },
});

/** The same five routes for each kind of account, so the server and the web pick them by subject. */
export const TWO_FACTOR_ROUTES_BY_SUBJECT = {
  user: {
    getStatus: twoFactorRoutes.getStatus,
    startSetup: twoFactorRoutes.startSetup,
    enable: twoFactorRoutes.enable,
    disable: twoFactorRoutes.disable,
    regenerateRecoveryCodes: twoFactorRoutes.regenerateRecoveryCodes,
  },
  admin: {
    getStatus: twoFactorRoutes.adminGetStatus,
    startSetup: twoFactorRoutes.adminStartSetup,
    enable: twoFactorRoutes.adminEnable,
    disable: twoFactorRoutes.adminDisable,
    regenerateRecoveryCodes: twoFactorRoutes.adminRegenerateRecoveryCodes,
  },
} as const;

export type TwoFactorSubjectKind = keyof typeof TWO_FACTOR_ROUTES_BY_SUBJECT;
