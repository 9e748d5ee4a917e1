import { createContext, useContext, type ReactNode } from 'react';
import { requiredRole, type RouteDefinition } from '@foursight/shared/contract/route';
import { roleAllows, type OrganiserRole } from '@foursight/shared/domain/roles';

/**
 * The signed-in person's role (from the server's sign-in state, /api/auth/status),
 * provided by the signed-in shell. Features ask `useCan('editor')` to hide the
 * controls a role may not use; the server refuses those calls anyway (403).
 * Outside the provider (tests of a page alone) everything is offered.
 */
const RoleContext = createContext<OrganiserRole>('owner');

export function SessionRoleProvider({ role, children }: { role: OrganiserRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useSessionRole(): OrganiserRole {
  return useContext(RoleContext);
}

/** Whether the signed-in person's role reaches `required`. */
export function useCan(required: OrganiserRole): boolean {
  return roleAllows(useContext(RoleContext), required);
}

/** Whether the signed-in person may call `route`, by the role the route table declares for it. */
export function useCanCall(route: Pick<RouteDefinition, 'auth' | 'method' | 'role'>): boolean {
  return roleAllows(useContext(RoleContext), requiredRole(route) ?? 'viewer');
}
