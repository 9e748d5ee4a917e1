import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Network, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDepartments, useDirectoryUsers } from './use-directory';
import { useCan } from '@/lib/session-role';
import { readStoredUser } from '@/lib/stored-user';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { ChartBoxView, PersonCardBody } from './org-chart-box';
import { ChartViewport } from './org-chart-canvas';
import { ChartDrag, ChartDragContext, dragData, movedPosition } from './org-chart-drag';
import {
  EMPTY_DRAFT,
  LAYOUT,
  buildChart,
  canvasSize,
  toSavePayload,
  type ChartBox,
  type ChartDraft,
  type ChartPerson,
} from './org-chart-layout';
import { ChartToolbar } from './org-chart-toolbar';
import { useChartZoom } from './org-chart-zoom';
import { useSaveOrganization } from './use-org-chart';

const MOUSE_OPTIONS = { activationConstraint: { distance: 4 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };

/** A dragged card is as wide as a card in a box. */
const CARD_WIDTH = LAYOUT.boxWidth - 20;

/** Org chart (spec part 2): department boxes holding people; drag to reorganise, then save. */
export function OrgChartPage() {
  usePageTitle('Org Chart');
  // A viewer gets the chart to read: nothing to drag, no Save (the server refuses their save anyway).
  const canEdit = useCan('editor');
  const users = useDirectoryUsers();
  const departments = useDepartments();
  const [draft, setDraft] = useState<ChartDraft>(EMPTY_DRAFT);
  const [dragging, setDragging] = useState<ChartPerson | null>(null);
  // The overlay is for people. A box is drawn moving in place: with an (empty) overlay mounted, dnd-kit
  // would stop adding the canvas's scrolling to the box's offset, and a box would lag an auto-scroll.
  const [overlay, setOverlay] = useState(true);
  const [exporting, setExporting] = useState(false);
  const dirty = draft !== EMPTY_DRAFT;
  const save = useSaveOrganization(() => setDraft(EMPTY_DRAFT));

  // Drops are decided by the page's own drag record (org-chart-drag.ts); zooming waits while one is on.
  const [drag] = useState(() => new ChartDrag());
  const zoom = useChartZoom(drag.isActive);
  // Options kept stable: new ones would give every draggable new listeners, and every box and card a render.
  const keyboardOptions = useMemo(
    () => ({ coordinateGetter: drag.keyboardCoordinates(zoom.scale), scrollBehavior: 'instant' as const }),
    [drag, zoom.scale],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    // Instant scrolling: a smooth one would still be moving the boxes when the next key comes.
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const boxes = useMemo<ChartBox[]>(
    () => (users.data && departments.data ? buildChart(departments.data.details, users.data, draft) : []),
    [users.data, departments.data, draft],
  );

  const onDragStart = (event: DragStartEvent) => {
    drag.begin(event, boxes, zoom.scale);
    const data = dragData(event.active);
    setDragging(data?.type === 'person' ? data.person : null);
    setOverlay(data?.type === 'person');
  };

  const onDragEnd = (event: DragEndEvent) => {
    const outcome = drag.finish(event);
    setDragging(null);
    if (outcome?.type === 'box') {
      if (Math.round(outcome.by.x) === 0 && Math.round(outcome.by.y) === 0) return;
      const box = boxes.find((candidate) => candidate.name === outcome.box);
      if (!box) return;
      const position = movedPosition(box.position, outcome.by);
      setDraft((current) => ({ ...current, positions: { ...current.positions, [outcome.box]: position } }));
      return;
    }
    if (!outcome?.to || outcome.to === outcome.from) return;
    const { person, to } = outcome;
    setDraft((current) => ({ ...current, assignment: { ...current.assignment, [person.id]: to } }));
  };

  const onDragCancel = () => {
    drag.end();
    setDragging(null);
  };

  const onExport = () => {
    setExporting(true);
    // The drawing code loads on the first export: most visits never export.
    import('./org-chart-export')
      .then(({ downloadChartPng }) => downloadChartPng(boxes, readStoredUser()?.organizationName))
      .catch(() =>
        toast({ title: 'Could not export the chart', description: 'Please try again.', variant: 'destructive' }),
      )
      .finally(() => setExporting(false));
  };

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Org Chart</h1>
        <p className="text-muted-foreground">
          {canEdit
            ? 'Drag people between departments, and boxes to arrange them.'
            : 'Who works in which department. Your role can view the chart but not rearrange it.'}
        </p>
      </div>
      {canEdit ? (
        <div className="flex items-center gap-3">
          {dirty ? <Badge variant="warning">Unsaved Changes</Badge> : null}
          <Button disabled={!dirty || save.isPending} onClick={() => save.mutate(toSavePayload(boxes))}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      ) : null}
    </div>
  );

  if (users.isPending || departments.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        {header}
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (users.isError || departments.isError) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        {header}
        <LoadError
          title="We could not load your organisation."
          error={users.error ?? departments.error}
          onRetry={() => void Promise.all([users.refetch(), departments.refetch()])}
        />
      </div>
    );
  }
  if (boxes.length === 0) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        {header}
        <EmptyState icon={Network} title="No departments or people yet">
          {canEdit ? 'Add people and departments in ' : 'People and departments appear here once added in '}
          <Link className="font-medium text-primary underline" to="/manage-users">
            Manage Users
          </Link>
          {canEdit ? ', then arrange them here.' : '.'}
        </EmptyState>
      </div>
    );
  }

  const size = canvasSize(boxes);
  return (
    <div className="mx-auto grid min-w-0 max-w-6xl gap-6">
      {header}
      <div className="grid min-w-0 gap-3">
        <ChartToolbar
          scale={zoom.scale}
          onZoomOut={zoom.zoomOut}
          onReset={zoom.reset}
          onZoomIn={zoom.zoomIn}
          onFit={() => zoom.fit(size)}
          onExport={onExport}
          exporting={exporting}
        />
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragMove={({ active }) => drag.track(active)}
          onDragEnd={onDragEnd}
          onDragCancel={onDragCancel}
          accessibility={{
            announcements: drag.announcements,
            screenReaderInstructions: {
              draggable:
                'To move a person, press Space to pick them up, an arrow key to go to another department, and Space to drop. Escape cancels.',
            },
          }}
        >
          <ChartDragContext value={drag}>
            <ChartViewport
              size={size}
              scale={zoom.scale}
              viewportRef={zoom.setViewport}
              contentRef={drag.setContent}
              onZoomKey={(key) => {
                if (drag.isActive()) return;
                if (key === '+') zoom.zoomIn();
                else if (key === '-') zoom.zoomOut();
                else zoom.reset();
              }}
            >
              <ChartLines boxes={boxes} size={size} />
              {boxes.map((box) => (
                <ChartBoxView key={box.name} box={box} readOnly={!canEdit} scale={zoom.scale} />
              ))}
            </ChartViewport>
          </ChartDragContext>
          {overlay ? (
            <DragOverlay>
              {dragging ? (
                <div
                  className="rounded-md border bg-background px-2 py-1.5 text-sm shadow-lg"
                  style={{ width: CARD_WIDTH, zoom: zoom.scale }}
                >
                  <PersonCardBody person={dragging} />
                </div>
              ) : null}
            </DragOverlay>
          ) : null}
        </DndContext>
      </div>
    </div>
  );
}

/** The lines from each department to its parent, under the boxes. */
function ChartLines({ boxes, size }: { boxes: ChartBox[]; size: { width: number; height: number } }) {
  const positionOf = new Map(boxes.map((box) => [box.name, box.position]));
  return (
    <svg className="pointer-events-none absolute inset-0" width={size.width} height={size.height} aria-hidden="true">
      {boxes.map((box) => {
        const parent = box.parent ? positionOf.get(box.parent) : undefined;
        if (!parent) return null;
        const x1 = parent.x + LAYOUT.boxWidth / 2;
        const y1 = parent.y + LAYOUT.boxHeight;
        const x2 = box.position.x + LAYOUT.boxWidth / 2;
        const y2 = box.position.y;
        const mid = (y1 + y2) / 2;
        return (
          <path
            key={box.name}
            data-testid="chart-line"
            d={`M ${x1} ${y1} C ${x1} ${mid}, ${x2} ${mid}, ${x2} ${y2}`}
            className="fill-none stroke-muted-foreground/60"
            strokeWidth={2}
          />
        );
      })}
    </svg>
  );
}
