import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { clampZoom, fitZoom, stepZoom, type Point } from './org-chart-geometry';

/** Wheel deltas in pixels (a mouse notch is about 100, a trackpad pinch a few) to a zoom factor. */
function wheelFactor(event: WheelEvent): number {
  const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 20 : event.deltaY;
  return Math.exp(-pixels * 0.0025);
}

export interface ChartZoom {
  scale: number;
  /** The scrolling viewport's ref: it also gets the Ctrl/⌘ + wheel (and trackpad pinch) listener. */
  setViewport: (node: HTMLDivElement | null) => (() => void) | undefined;
  zoomTo: (scale: number, anchor?: Point) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  fit: (canvas: { width: number; height: number }) => void;
}

/**
 * Zoom for the chart's viewport. Whatever changes the zoom keeps a point
 * still: the one under the pointer for the wheel, the viewport's middle for
 * the buttons. `locked()` says a drag is on, when zooming would move the boxes
 * under the drag's measured places; Ctrl + wheel then does nothing.
 */
export function useChartZoom(locked: () => boolean): ChartZoom {
  const [scale, setScale] = useState(1);
  const scaleRef = useRef(1);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const pendingScroll = useRef<Point | null>(null);

  const zoomTo = useCallback((requested: number, anchor?: Point) => {
    const viewport = viewportRef.current;
    const next = clampZoom(requested);
    const previous = scaleRef.current;
    if (next === previous) return;
    if (viewport) {
      const rect = viewport.getBoundingClientRect();
      const offset = anchor
        ? { x: anchor.x - rect.left - viewport.clientLeft, y: anchor.y - rect.top - viewport.clientTop }
        : { x: viewport.clientWidth / 2, y: viewport.clientHeight / 2 };
      const canvasX = (viewport.scrollLeft + offset.x) / previous;
      const canvasY = (viewport.scrollTop + offset.y) / previous;
      pendingScroll.current = { x: canvasX * next - offset.x, y: canvasY * next - offset.y };
    }
    scaleRef.current = next;
    setScale(next);
  }, []);

  // The scroll that keeps the anchor still can only be set once the content has its new size.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const scroll = pendingScroll.current;
    pendingScroll.current = null;
    if (viewport && scroll) {
      viewport.scrollLeft = Math.max(0, scroll.x);
      viewport.scrollTop = Math.max(0, scroll.y);
    }
  }, [scale]);

  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportRef.current = node;
      if (!node) return undefined;
      // Not React's onWheel: that listener is passive, and Ctrl + wheel must not also zoom the page.
      const onWheel = (event: WheelEvent) => {
        if (!(event.ctrlKey || event.metaKey)) return;
        // Never the browser's page zoom over the chart; during a drag, no zoom at all.
        event.preventDefault();
        if (locked()) return;
        zoomTo(scaleRef.current * wheelFactor(event), { x: event.clientX, y: event.clientY });
      };
      node.addEventListener('wheel', onWheel, { passive: false });
      return () => node.removeEventListener('wheel', onWheel);
    },
    [locked, zoomTo],
  );

  return {
    scale,
    setViewport,
    zoomTo,
    zoomIn: () => zoomTo(stepZoom(scaleRef.current, 1)),
    zoomOut: () => zoomTo(stepZoom(scaleRef.current, -1)),
    reset: () => zoomTo(1),
    fit: (canvas) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const next = fitZoom({ width: viewport.clientWidth, height: viewport.clientHeight }, canvas);
      // Fitting shows the whole chart, from its top-left corner.
      if (next === scaleRef.current) {
        viewport.scrollTo({ left: 0, top: 0 });
        return;
      }
      zoomTo(next);
      pendingScroll.current = { x: 0, y: 0 };
    },
  };
}
