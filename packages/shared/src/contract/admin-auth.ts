import { z } from 'zod';
import { SuccessMessageSchema } from './auth.ts';
import { defineRoutes } from './route.ts';
import { SecondFactorSchema } from './two-factor.ts';

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal('super_admin'),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminLoginRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(1024),
});

export const AdminLoginResponseSchema = z.object({
  success: z.boolean(),
  user: AdminUserSchema.nullable(),
  message: z.string(),
  /** Set when the password was right and the admin's second factor comes next (POST /api/admin/login/two-factor). */
  twoFactorRequired: z.boolean().optional(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
export const AdminSessionResponseSchema = z.object({ authenticated: z.boolean(), user: AdminUserSchema.nullable() });

export const adminAuthRoutes = defineRoutes({
  login: {
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    duringMaintenance: true,
    body: AdminLoginRequestSchema,
    response: AdminLoginResponseSchema,
  },
  loginTwoFactor: {
    method: 'POST',
    path: '/api/admin/login/two-factor',
    auth: 'public',
    duringMaintenance: true,
    body: SecondFactorSchema,
    response: AdminLoginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'public',
    duringMaintenance: true,
    response: SuccessMessageSchema,
  },
  getSession: {
    method: 'GET',
    path: '/api/admin/session',
    auth: 'public',
    duringMaintenance: true,
    response: AdminSessionResponseSchema,
  },
});
