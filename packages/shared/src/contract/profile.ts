import { z } from 'zod';
import { APP_LANGUAGES } from '../domain/languages.ts';
import { CompanyDetailsSchema, NewPasswordSchema, SessionUserSchema, SuccessMessageSchema } from './auth.ts';
import { defineRoutes } from './route.ts';

export const ProfileUserSchema = z.object({
  email: z.string(),
  organizationName: z.string(),
  contactName: z.string(),
  fullAddress: z.string(),
  officialDomain: z.string(),
  mobileNumber: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  zipCode: z.string(),
  taxNumber: z.string().nullable(),
  plan: z.string(),
  createdAt: z.iso.datetime(),
});
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

export const ProfileResponseSchema = z.object({ success: z.boolean(), user: ProfileUserSchema });

/** The spec's client also sends `plan`; it is accepted and ignored (plans change through payment or an admin). */
export const UpdateProfileRequestSchema = CompanyDetailsSchema.extend({ plan: z.string().optional() });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

export const UpdateProfileResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: ProfileUserSchema,
});

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: NewPasswordSchema,
  /** Sent by one of the spec's clients; checked when present. */
  confirmPassword: z.string().max(1024).optional(),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** One signed-in browser of the account, as the Active Sessions list shows it. */
export const ActiveSessionSchema = z.object({
  id: z.string(),
  /** Summarised from the browser's user agent: "Chrome on Linux". */
  device: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this request came with ("This device"). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const ActiveSessionsResponseSchema = z.object({ success: z.boolean(), sessions: z.array(ActiveSessionSchema) });

export const SignOutOtherSessionsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  signedOut: z.number().int(),
});

export const SetLanguageRequestSchema = z.object({
  language: z.enum(APP_LANGUAGES, { error: 'Choose English or हिन्दी' }),
});
export type SetLanguageRequest = z.input<typeof SetLanguageRequestSchema>;

export const profileRoutes = defineRoutes({
  getProfile: { method: 'GET', path: '/api/profile', auth: 'organiser', response: ProfileResponseSchema },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    auth: 'organiser',
    role: 'owner',
    body: UpdateProfileRequestSchema,
    response: UpdateProfileResponseSchema,
  },
  listSessions: {
    method: 'GET',
    path: '/api/profile/sessions',
    auth: 'organiser',
    response: ActiveSessionsResponseSchema,
  },
  signOutOtherSessions: {
    method: 'POST',
    path: '/api/profile/sessions/sign-out-others',
    auth: 'organiser',
    role: 'viewer',
    response: SignOutOtherSessionsResponseSchema,
  },
  /** The person's own language for the organiser app (issue 32); any role chooses their own. */
  setLanguage: {
    method: 'PUT',
    path: '/api/profile/language',
    auth: 'organiser',
    role: 'viewer',
    body: SetLanguageRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string(), user: SessionUserSchema }),
  },
  changePassword: {
    method: 'POST',
    path: '/api/change-password',
    auth: 'organiser',
    role: 'viewer',
    body: ChangePasswordRequestSchema,
    response: SuccessMessageSchema,
  },
});
