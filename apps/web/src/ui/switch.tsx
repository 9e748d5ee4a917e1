import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off setting: a native checkbox (keyboard, forms and autofill work as
 * for any input) announced as a switch. The label around it is the caller's.
 */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn('size-5 shrink-0 accent-primary', className)}
      checked={checked}
      aria-checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      {...props}
    />
  );
}
