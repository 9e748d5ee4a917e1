import { z } from 'zod';
import { APP_LANGUAGES } from '../domain/languages.ts';
import {
  DOMAIN_PATTERN,
  normalizeDomain,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '../domain/identity.ts';
import { GSTIN_CHECK_MESSAGE, GSTIN_PATTERN, GSTIN_SHAPE_MESSAGE, hasGstinCheckCharacter } from '../domain/gstin.ts';
import { ORGANISER_ROLES } from '../domain/roles.ts';
import { defineRoutes } from './route.ts';
import { SecondFactorSchema } from './two-factor.ts';

/**
 * The signed-in user as the browser keeps it (localStorage "user", spec part 1
 * §3): for display only; the server session is the authority.
 */
export const SessionUserSchema = z.object({
  contactName: z.string(),
  email: z.string(),
  organizationName: z.string(),
  plan: z.string(),
  avatar: z.string().nullable().optional(),
  profileImageUrl: z.string().nullable().optional(),
  /** The person's role in the company (domain/roles.ts): what the web app offers them. */
  role: z.enum(ORGANISER_ROLES).default('viewer'),
  /** The language this person chose for the organiser app (issue 32); absent means English. */
  language: z.enum(APP_LANGUAGES).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  user: SessionUserSchema.nullable(),
});
export type AuthStatusResponse = z.infer<typeof AuthStatusResponseSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  success: z.boolean(),
  user: SessionUserSchema.nullable(),
  message: z.string(),
  /** Set when the password was right and the account asks for its second factor next (POST /api/login/two-factor). */
  twoFactorRequired: z.boolean().optional(),
  /** Signed in, and never before: the page welcomes a new person rather than "back". */
  firstSignIn: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const DomainSchema = z
  .string({ error: 'Official domain is required' })
  .trim()
  .min(1, 'Official domain is required')
  .max(253)
  .transform(normalizeDomain)
  .refine(
    (value) => DOMAIN_PATTERN.test(value),
    "Enter the website domain without 'http://' or 'www', for example acme.com",
  );

export const MobileNumberSchema = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number of 6 to 20 digits, optionally starting with +');

/**
 * A buyer's GSTIN, upper-cased: its shape (domain/gstin.ts) and its check
 * character. The one rule for registration, Profile and the admin console.
 */
export const GstinSchema = z
  .string()
  .trim()
  .max(30, GSTIN_SHAPE_MESSAGE)
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .regex(GSTIN_PATTERN, { error: GSTIN_SHAPE_MESSAGE, abort: true })
      .refine(hasGstinCheckCharacter, GSTIN_CHECK_MESSAGE),
  );

/** A GSTIN or none: null or blank is none (null). */
export const GstinOrNoneSchema = z
  .string()
  .nullable()
  .transform((value) => (value?.trim() ? value : null))
  .pipe(GstinSchema.nullable());

/** The company fields a person can edit (registration and profile). */
export const CompanyDetailsSchema = z.object({
  organizationName: required('Organization name', 120).pipe(
    z.string().min(2, 'Organization name must be at least 2 characters'),
  ),
  contactName: required('Contact name', 120),
  fullAddress: required('Address', 500),
  officialDomain: DomainSchema,
  mobileNumber: MobileNumberSchema,
  country: required('Country', 100),
  state: required('State', 100),
  city: required('City', 100),
  zipCode: required('ZIP / PIN code', 20),
  /** Labelled "Tax / GSTIN Number": a GSTIN or nothing (left out, null or blank). */
  taxNumber: GstinOrNoneSchema.optional().transform((value) => value ?? null),
});

export const RegisterRequestSchema = CompanyDetailsSchema.extend({
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({ success: z.boolean(), message: z.string(), user: SessionUserSchema });

export const DUPLICATE_CHECK_FIELDS = ['organizationName', 'email', 'officialDomain', 'taxNumber'] as const;
export type DuplicateCheckField = (typeof DUPLICATE_CHECK_FIELDS)[number];

export const CheckDuplicateRequestSchema = z.object({
  field: z.enum(DUPLICATE_CHECK_FIELDS),
  value: z.string().max(300),
});
export const CheckDuplicateResponseSchema = z.object({ available: z.boolean(), message: z.string() });

export const SuccessMessageSchema = z.object({ success: z.boolean(), message: z.string() });

export const authRoutes = defineRoutes({
  getStatus: { method: 'GET', path: '/api/auth/status', auth: 'public', response: AuthStatusResponseSchema },
  login: {
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  /** The second step of a sign-in with two-factor on: only this starts the session. */
  loginTwoFactor: {
    method: 'POST',
    path: '/api/login/two-factor',
    auth: 'public',
    body: SecondFactorSchema,
    response: LoginResponseSchema,
  },
  logout: { method: 'POST', path: '/api/logout', auth: 'public', response: SuccessMessageSchema },
  register: {
    method: 'POST',
    path: '/api/register',
    auth: 'public',
    body: RegisterRequestSchema,
    response: RegisterResponseSchema,
  },
  checkDuplicate: {
    method: 'POST',
    path: '/api/check-duplicate',
    auth: 'public',
    body: CheckDuplicateRequestSchema,
    response: CheckDuplicateResponseSchema,
  },
});
