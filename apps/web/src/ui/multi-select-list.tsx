import { Check } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface MultiSelectOption {
  id: string;
  /** What a screen reader announces for the option: say enough to tell two alike apart. */
  label: string;
  /** What the row shows; the label when absent. */
  content?: ReactNode;
}

interface MultiSelectListProps {
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** The id of the visible text naming the list (a legend, say). */
  labelledBy: string;
  className?: string;
}

/** Type-ahead forgets what was typed after this pause, as native lists do. */
const TYPE_AHEAD_MS = 500;

/**
 * A list of options any number of which may be chosen, as the WAI-ARIA
 * listbox pattern (aria-multiselectable) describes it: one tab stop for the
 * whole list however long it is (roving tabindex), Up/Down/Home/End move,
 * Space toggles, Shift+Up/Down move and toggle, typing a name's first letters
 * jumps to it; a click toggles. Tab enters at the option last focused, or the
 * first.
 */
export function MultiSelectList({ options, selected, onToggle, labelledBy, className }: MultiSelectListProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const typed = useRef({ text: '', at: 0 });
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.id === activeId),
  );

  const moveTo = (index: number) => {
    const option = options[Math.min(options.length - 1, Math.max(0, index))];
    if (!option) return null;
    setActiveId(option.id);
    elements.current.get(option.id)?.focus();
    return option;
  };

  const typeAhead = (key: string, now: number) => {
    const text = now - typed.current.at > TYPE_AHEAD_MS ? key : typed.current.text + key;
    typed.current = { text, at: now };
    const needle = text.toLowerCase();
    // A repeated single letter steps through the names with that letter; more letters refine from here.
    const from = text.length === 1 ? activeIndex + 1 : activeIndex;
    const ordered = [...options.slice(from), ...options.slice(0, from)];
    const match = ordered.find((option) => option.label.toLowerCase().startsWith(needle));
    if (match) moveTo(options.indexOf(match));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const moved = moveTo(activeIndex + step);
      if (event.shiftKey && moved && moved.id !== options[activeIndex]?.id) onToggle(moved.id);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === ' ') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) onToggle(option.id);
    } else if (event.key.length === 1) {
      event.preventDefault();
      typeAhead(event.key, event.timeStamp);
    }
  };

  return (
    <div
      role="listbox"
      aria-multiselectable="true"
      aria-labelledby={labelledBy}
      className={cn('max-h-56 overflow-y-auto rounded-md border', className)}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => {
        const isSelected = selected.includes(option.id);
        return (
          <div
            key={option.id}
            ref={(element) => {
              if (element) elements.current.set(option.id, element);
              else elements.current.delete(option.id);
            }}
            role="option"
            aria-label={option.label}
            aria-selected={isSelected}
            tabIndex={index === activeIndex ? 0 : -1}
            onFocus={() => setActiveId(option.id)}
            onClick={() => onToggle(option.id)}
            className="flex cursor-pointer select-none items-center gap-3 border-b px-3 py-2 text-sm last:border-0 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-4 shrink-0 place-items-center rounded-sm border border-primary',
                isSelected && 'bg-primary text-primary-foreground',
              )}
            >
              {isSelected ? <Check className="size-3" strokeWidth={3} /> : null}
            </span>
            {option.content ?? <span className="flex-1">{option.label}</span>}
          </div>
        );
      })}
    </div>
  );
}
