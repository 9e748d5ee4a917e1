import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LazyComponent } from '@/lib/lazy-component';
import { ChunkLoadError } from '@/lib/load-chunk';
import { ChunkErrorCard } from '@/ui/chunk-error-card';

interface BoundaryProps {
  children: ReactNode;
  /** When this changes (the person went to another page), the screen is tried again. */
  resetKey: string;
}

/**
 * Shows ChunkErrorCard where a screen whose code could not be loaded would
 * be, rather than the blank page an uncaught error leaves. Other errors go on
 * to the boundary above: they are not a loading problem, and this card would
 * misname them.
 */
export class ChunkErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return {
      error: error instanceof Error ? error : new Error('Something other than an Error was thrown.', { cause: error }),
    };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    const { error } = this.state;
    if (error instanceof ChunkLoadError && previous.resetKey !== this.props.resetKey) {
      error.retry();
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkErrorCard />;
    throw error;
  }
}

/** `Lazy` behind a ChunkErrorBoundary that tries again on the next navigation; preloads as `Lazy` does. */
export function withChunkErrorCard<Props extends object>(Lazy: LazyComponent<Props>): LazyComponent<Props> {
  function Guarded(props: Props) {
    const { pathname } = useLocation();
    return (
      <ChunkErrorBoundary resetKey={pathname}>
        <Lazy {...props} />
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(Guarded, { preload: Lazy.preload });
}
