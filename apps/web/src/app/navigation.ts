import type { SignedInWebRoute } from '@foursight/shared/contract/web-routes';
import { roleAllows, type OrganiserRole } from '@foursight/shared/domain/roles';
import type { MessageId } from '@/lib/i18n';
import {
  Building2,
  FilePlus2,
  FileText,
  GitCompareArrows,
  Gauge,
  LayoutDashboard,
  Mail,
  Network,
  Receipt,
  Settings,
  Target,
  UserCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavEntry {
  path: SignedInWebRoute;
  /** The entry's name, in the organiser's language (src/locales). */
  label: MessageId;
  icon: LucideIcon;
  /** The least role the page is for (domain/roles.ts); left out, everyone signed in. */
  role?: OrganiserRole;
}

/** The sidebar entries a role is offered: a viewer is not sent to pages of writes only, nor anyone below owner to invoices. */
export function sidebarEntriesFor(role: OrganiserRole): readonly NavEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => !entry.role || roleAllows(role, entry.role));
}

/** The signed-in sidebar, in the spec's order (part 1 §2.7). */
export const SIDEBAR_ENTRIES: readonly NavEntry[] = [
  { path: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/create-swot', label: 'nav.createSwot', icon: FilePlus2, role: 'editor' },
  { path: '/swot-management', label: 'nav.swotManagement', icon: Building2 },
  { path: '/reports', label: 'nav.reports', icon: FileText },
  { path: '/performance-comparison', label: 'nav.performanceComparison', icon: GitCompareArrows },
  { path: '/manage-users', label: 'nav.manageUsers', icon: Users },
  { path: '/manage-usage', label: 'nav.manageUsage', icon: Gauge },
  { path: '/invoices', label: 'nav.invoices', icon: Receipt, role: 'owner' },
  { path: '/org-chart', label: 'nav.orgChart', icon: Network },
  { path: '/email-templates', label: 'nav.emailTemplates', icon: Mail },
  { path: '/strategic-goals', label: 'nav.strategicGoals', icon: Target },
  { path: '/settings', label: 'nav.settings', icon: Settings },
  { path: '/profile', label: 'nav.profile', icon: UserCircle },
];

/** Top bar for visitors (part 1 §2.2). */
export const VISITOR_LINKS: readonly { path: string; label: string }[] = [
  { path: '/', label: 'Home' },
  { path: '/features', label: 'Features' },
  { path: '/how-it-works', label: 'How it works' },
  { path: '/pricing', label: 'Packages' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
];

/** Top bar for signed-in users (part 1 §2.2). */
export const SIGNED_IN_LINKS: readonly { path: string; label: string }[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/create-swot', label: 'Create SWOT' },
  { path: '/swot-management', label: 'SWOT Management' },
  { path: '/manage-users', label: 'Manage Users' },
  { path: '/org-chart', label: 'Org Chart' },
  { path: '/email-templates', label: 'Email Templates' },
  { path: '/reports', label: 'Reports' },
];

export const FOOTER_LINKS: readonly { path: string; label: string }[] = [
  { path: '/features', label: 'Features' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/privacy', label: 'Privacy Policy' },
  { path: '/terms', label: 'Terms of Service' },
];
