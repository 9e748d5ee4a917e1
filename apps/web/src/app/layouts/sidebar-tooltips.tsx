import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/ui/tooltip';
import { useSessionRole } from '@/lib/session-role';
import { useT } from '@/lib/use-t';
import { sidebarEntriesFor } from '../navigation';
import { SidebarLink } from './sidebar-link';

/**
 * The collapsed sidebar's entries: icons, each with its label in a tooltip.
 * Its own chunk with the tooltip library, loaded only when collapsed.
 */
export function CollapsedEntries({ onChoose }: { onChoose?: (() => void) | undefined }) {
  const t = useT();
  const entries = sidebarEntriesFor(useSessionRole());
  return (
    // Radix's tooltip delay default (700 ms) is the spec's.
    <TooltipProvider delayDuration={700}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Tooltip>
            <TooltipTrigger asChild>
              <SidebarLink path={entry.path} label={t(entry.label)} icon={entry.icon} collapsed onChoose={onChoose} />
            </TooltipTrigger>
            <TooltipContent side="right">{t(entry.label)}</TooltipContent>
          </Tooltip>
        </li>
      ))}
    </TooltipProvider>
  );
}
