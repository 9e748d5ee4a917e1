import type { ReactNode } from 'react';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { useT } from '@/lib/use-t';
import { Sheet, SheetContent, SheetTitle } from '@/ui/sheet';
import { Brand } from '../brand';
import { SidebarAccount } from './sidebar-account';
import { SidebarNav } from './sidebar-nav';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  onLogout: () => void;
  sidebarExtra?: ReactNode;
}

/**
 * The sidebar as a slide-over with a backdrop, for small screens. Its own
 * chunk (the dialog library with it): wide screens never load it.
 */
export function MobileNav({ open, onOpenChange, user, onLogout, sidebarExtra }: MobileNavProps) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" lang={t.lang}>
        <SheetTitle className="flex h-14 items-center border-b px-4">
          <Brand to="/dashboard" />
        </SheetTitle>
        <SidebarNav collapsed={false} onChoose={() => onOpenChange(false)} />
        {/* One column no wider than the sheet, as in the sidebar: the usage meter and a long e-mail stay inside it. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2 border-t p-2">
          {sidebarExtra}
          <SidebarAccount user={user} collapsed={false} onLogout={onLogout} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
