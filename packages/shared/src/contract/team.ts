import { z } from 'zod';
import { ORGANISER_ROLES } from '../domain/roles.ts';
import { EmailSchema, NewPasswordSchema, SessionUserSchema } from './auth.ts';
import { defineRoutes } from './route.ts';

/**
 * Colleagues who sign in (beyond the spec): the people of one company who
 * organise SWOTs, each with a role (domain/roles.ts). The owner invites by
 * e-mail; the link is single-use and good for 7 days; the colleague sets a
 * name and password and is signed in.
 */
export const OrganiserRoleSchema = z.enum(ORGANISER_ROLES, { error: 'Choose a role' });

export const TeamMemberSchema = z.object({
  id: z.string(),
  contactName: z.string(),
  email: z.string(),
  role: OrganiserRoleSchema,
  createdAt: z.iso.datetime(),
  /** The caller. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const PendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OrganiserRoleSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const TeamResponseSchema = z.object({
  members: z.array(TeamMemberSchema),
  /** Open invitations; only owners see them (empty for everyone else). */
  invitations: z.array(PendingInvitationSchema),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const InviteColleagueRequestSchema = z.object({
  email: EmailSchema,
  role: OrganiserRoleSchema,
});
export type InviteColleagueRequest = z.input<typeof InviteColleagueRequestSchema>;

export const ChangeRoleRequestSchema = z.object({ role: OrganiserRoleSchema });

export const InvitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: OrganiserRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationRequestSchema = z.object({
  contactName: z
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, 'Your name is required')
    .max(120, 'Name must be at most 120 characters'),
  password: NewPasswordSchema,
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequestSchema>;

/** The invitation token: 32 random bytes, base64url (43 characters). */
const TokenParams = z.object({ token: z.string().min(20, 'Unknown invitation').max(100, 'Unknown invitation') });
const MemberParams = z.object({ memberId: z.uuid('Unknown colleague') });
const InvitationParams = z.object({ invitationId: z.uuid('Unknown invitation') });

const TeamMessageSchema = z.object({ success: z.boolean(), message: z.string() });

export const teamRoutes = defineRoutes({
  getTeam: { method: 'GET', path: '/api/team', auth: 'organiser', response: TeamResponseSchema },
  invite: {
    method: 'POST',
    path: '/api/team/invitations',
    auth: 'organiser',
    role: 'owner',
    body: InviteColleagueRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string(), invitation: PendingInvitationSchema }),
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/team/invitations/:invitationId',
    auth: 'organiser',
    role: 'owner',
    params: InvitationParams,
    response: TeamMessageSchema,
  },
  changeRole: {
    method: 'PUT',
    path: '/api/team/members/:memberId/role',
    auth: 'organiser',
    role: 'owner',
    params: MemberParams,
    body: ChangeRoleRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string(), member: TeamMemberSchema }),
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/team/members/:memberId',
    auth: 'organiser',
    role: 'owner',
    params: MemberParams,
    response: TeamMessageSchema,
  },
  /** The invitation page: who invites whom to what (404 once used, revoked or expired). */
  previewInvitation: {
    method: 'GET',
    path: '/api/invitations/:token',
    auth: 'public',
    params: TokenParams,
    response: InvitationPreviewSchema,
  },
  /** Sets the colleague's name and password, uses the invitation up and signs them in. */
  acceptInvitation: {
    method: 'POST',
    path: '/api/invitations/:token/accept',
    auth: 'public',
    params: TokenParams,
    body: AcceptInvitationRequestSchema,
    response: z.object({ success: z.boolean(), message: z.string(), user: SessionUserSchema }),
  },
});
