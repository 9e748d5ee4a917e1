import type { KeyboardEvent, PointerEvent, ReactNode, Ref } from 'react';

/**
 * Dragging the canvas's empty space with the mouse pans it (touch pans
 * natively, and a pressed box, card or button is left to them).
 */
function panOnDrag(event: PointerEvent<HTMLDivElement>) {
  if (event.pointerType !== 'mouse' || event.button !== 0) return;
  if ((event.target as Element).closest('[data-testid="chart-box"], button, a, input')) return;
  const viewport = event.currentTarget;
  const start = { x: event.clientX, y: event.clientY, left: viewport.scrollLeft, top: viewport.scrollTop };
  // No text selection while panning; the arrow keys scroll what was clicked.
  event.preventDefault();
  viewport.focus({ preventScroll: true });
  viewport.setPointerCapture(event.pointerId);
  viewport.dataset.panning = '';
  const move = (moved: globalThis.PointerEvent) => {
    viewport.scrollLeft = start.left - (moved.clientX - start.x);
    viewport.scrollTop = start.top - (moved.clientY - start.y);
  };
  const end = () => {
    viewport.removeEventListener('pointermove', move);
    viewport.removeEventListener('pointerup', end);
    viewport.removeEventListener('pointercancel', end);
    delete viewport.dataset.panning;
  };
  viewport.addEventListener('pointermove', move);
  viewport.addEventListener('pointerup', end);
  viewport.addEventListener('pointercancel', end);
}

/**
 * The chart's scrolling viewport: a focusable region (the arrow keys scroll
 * it; +, - and 0 zoom) holding the canvas at `scale`. The canvas keeps its own
 * pixel sizes (the layout's numbers) and is scaled as a whole; a spacer of
 * the scaled size gives the viewport its scroll range.
 */
export function ChartViewport({
  size,
  scale,
  viewportRef,
  contentRef,
  onZoomKey,
  children,
}: {
  size: { width: number; height: number };
  scale: number;
  viewportRef: Ref<HTMLDivElement>;
  contentRef: Ref<HTMLDivElement>;
  onZoomKey: (key: '+' | '-' | '0') => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key === '=' ? '+' : event.key;
    if (key !== '+' && key !== '-' && key !== '0') return;
    event.preventDefault();
    onZoomKey(key);
  };
  return (
    <div
      ref={viewportRef}
      className="max-h-[75vh] cursor-grab overflow-auto rounded-lg border bg-muted/30 outline-none focus-visible:ring-2 focus-visible:ring-ring data-[panning]:cursor-grabbing"
      role="region"
      aria-label="Org chart canvas"
      aria-keyshortcuts="+ - 0"
      tabIndex={0}
      onPointerDown={panOnDrag}
      onKeyDown={onKeyDown}
    >
      <div className="relative" style={{ width: size.width * scale, height: size.height * scale }}>
        <div
          ref={contentRef}
          data-testid="chart-content"
          className="absolute left-0 top-0 origin-top-left"
          style={{ width: size.width, height: size.height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
