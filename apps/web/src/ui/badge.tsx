import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground',
      secondary: 'bg-muted text-muted-foreground',
      // The text is the colour darkened, so it reads at 4.5:1 on its own pale tint (12-px text; axe checks it):
      // plain text-success measured 4.2:1, text-warning 2:1.
      success: 'bg-success/10 text-[color-mix(in_srgb,var(--color-success)_75%,black)]',
      warning: 'bg-warning/10 text-[color-mix(in_srgb,var(--color-warning)_55%,black)]',
      destructive: 'bg-destructive/10 text-destructive',
      outline: 'border text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
