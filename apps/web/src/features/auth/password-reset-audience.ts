import { passwordResetRoutes } from '@foursight/shared/contract/password-reset';

/**
 * Whose password is reset: organisers and colleagues sign in at /login, the
 * platform admin at /admin. The pages are the same; the calls and links differ.
 */
export const PASSWORD_RESET_AUDIENCES = {
  organiser: {
    forgotRoute: passwordResetRoutes.forgot,
    resetRoute: passwordResetRoutes.reset,
    signInPage: '/login',
    forgotPage: '/forgot-password',
  },
  admin: {
    forgotRoute: passwordResetRoutes.adminForgot,
    resetRoute: passwordResetRoutes.adminReset,
    signInPage: '/admin',
    forgotPage: '/admin/forgot-password',
  },
} as const;

export type PasswordResetAudience = keyof typeof PASSWORD_RESET_AUDIENCES;
