import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/ui/tooltip';
import { SIDEBAR_ENTRIES } from '../navigation';
import { SidebarLink } from './sidebar-nav';

/**
 * The collapsed sidebar's entries: icons, each with its label in a tooltip.
 * Its own chunk with the tooltip library, loaded only when collapsed.
 */
export function CollapsedEntries({ onChoose }: { onChoose?: (() => void) | undefined }) {
  return (
    // Radix's tooltip delay default (700 ms) is the spec's.
    <TooltipProvider delayDuration={700}>
      {SIDEBAR_ENTRIES.map((entry) => (
        <li key={entry.path}>
          <Tooltip>
            <TooltipTrigger asChild>
              <SidebarLink {...entry} collapsed onChoose={onChoose} />
            </TooltipTrigger>
            <TooltipContent side="right">{entry.label}</TooltipContent>
          </Tooltip>
        </li>
      ))}
    </TooltipProvider>
  );
}
