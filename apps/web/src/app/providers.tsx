import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/ui/toaster';
import { TooltipProvider } from '@/ui/tooltip';

/** App-wide providers. Radix's tooltip delay default (700 ms) is the spec's. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
