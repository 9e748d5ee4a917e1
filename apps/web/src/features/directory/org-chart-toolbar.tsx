import { ImageDown, Scan, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '@/ui/button';
import { MAX_ZOOM, MIN_ZOOM } from './org-chart-geometry';

/** Zoom (out, reset showing the level, in, fit) and Export PNG, above the canvas. */
export function ChartToolbar({
  scale,
  onZoomOut,
  onReset,
  onZoomIn,
  onFit,
  onExport,
  exporting,
}: {
  scale: number;
  onZoomOut: () => void;
  onReset: () => void;
  onZoomIn: () => void;
  onFit: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const percent = `${Math.round(scale * 100)}%`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-muted-foreground">
        Scroll or drag the background to move around. Ctrl or ⌘ with the wheel zooms, as do + and − in the chart.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Zoom" className="flex items-center rounded-md border bg-background">
          <Button variant="ghost" size="icon" aria-label="Zoom out" disabled={scale <= MIN_ZOOM} onClick={onZoomOut}>
            <ZoomOut aria-hidden="true" />
          </Button>
          <Button variant="ghost" className="w-16 px-0 tabular-nums" title="Reset zoom to 100%" onClick={onReset}>
            <span className="sr-only">Reset zoom, </span>
            {percent}
          </Button>
          <Button variant="ghost" size="icon" aria-label="Zoom in" disabled={scale >= MAX_ZOOM} onClick={onZoomIn}>
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Fit the chart" title="Fit the chart" onClick={onFit}>
            <Scan aria-hidden="true" />
          </Button>
        </div>
        <Button variant="outline" onClick={onExport} disabled={exporting}>
          <ImageDown aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export PNG'}
        </Button>
      </div>
      <p className="sr-only" role="status">
        Zoom {percent}
      </p>
    </div>
  );
}
