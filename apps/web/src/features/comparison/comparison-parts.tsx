import { MousePointerClick } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** One card of a comparison view: its title, an optional line under it, and the content, tighter on phones. */
export function ComparisonCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="max-sm:p-4">
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </CardHeader>
      <CardContent className={cn('max-sm:px-4 max-sm:pb-4', contentClassName)}>{children}</CardContent>
    </Card>
  );
}

/** Spec part 2 §5: fewer than 2 items selected. */
export function SelectionRequired({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 p-6 text-center" role="status">
        <MousePointerClick className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Selection Required</p>
        <p className="text-sm text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

export function Tile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </Card>
  );
}

/** A checkbox list to pick what to compare; wraps on narrow screens. */
export function Picker<T extends string>({
  legend,
  items,
  selected,
  onChange,
}: {
  legend: string;
  items: { value: T; label: string; hint?: string }[];
  selected: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid max-h-64 gap-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const checked = selected.includes(item.value);
          return (
            <label
              key={item.value}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-[var(--color-primary)]"
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((value) => value !== item.value) : [...selected, item.value])
                }
              />
              <span className="grid min-w-0">
                <span className="font-medium [overflow-wrap:anywhere]">{item.label}</span>
                {item.hint ? <span className="text-xs text-muted-foreground">{item.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A labelled bar with its number beside it, so no figure is told by length alone. */
export function Bar({ label, value, max, display }: { label: string; value: number; max: number; display: string }) {
  const width = max <= 0 ? 0 : Math.min(100, (value / max) * 100);
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex justify-between gap-2">
        <span className="[overflow-wrap:anywhere]">{label}</span>
        <span className="font-medium">{display}</span>
      </div>
      <div className="h-2 rounded-full bg-muted" aria-hidden="true">
        <div className="h-2 rounded-full bg-primary" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
