import { z } from 'zod';
import { defineRoutes } from './route.ts';

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
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const authRoutes = defineRoutes({
  getStatus: { method: 'GET', path: '/api/auth/status', response: AuthStatusResponseSchema },
  login: { method: 'POST', path: '/api/login', body: LoginRequestSchema, response: LoginResponseSchema },
  logout: { method: 'POST', path: '/api/logout', response: SuccessMessageSchema },
});
