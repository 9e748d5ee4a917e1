import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled bar that grows in after a staggered delay (spec part 2,
 * Dashboard); no motion when the reader asked for reduced motion.
 */
export function ProgressBar({
  label,
  value,
  display,
  index = 0,
  barClassName = 'bg-primary',
}: {
  label: string;
  /** 0–100. */
  value: number;
  display?: string;
  index?: number;
  barClassName?: string;
}) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), 60 + index * 120);
    return () => clearTimeout(timer);
  }, [value, index]);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-medium">{display ?? `${value}%`}</span>
      </div>
      <div
        className="h-2 rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
      >
        <div
          className={cn('h-2 rounded-full motion-safe:transition-[width] motion-safe:duration-700', barClassName)}
          style={{ width: `${Math.min(100, Math.max(0, shown))}%` }}
        />
      </div>
    </div>
  );
}
