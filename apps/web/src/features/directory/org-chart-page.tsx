import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Network, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDepartments, useDirectoryUsers } from './use-directory';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { ChartBoxView, PersonCardBody } from './org-chart-box';
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
import { chartKeyboardCoordinates } from './org-chart-keyboard';
import { useSaveOrganization } from './use-org-chart';

/** The pointer's box when there is a pointer; from the keyboard, the box the dragged card overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

type DragData = { type: 'person'; person: ChartPerson; from: string } | { type: 'box'; box: string };

function dragData(data: { current?: Record<string, unknown> | undefined }): DragData | undefined {
  return data.current as DragData | undefined;
}

function boxName(id: string | number | undefined): string | undefined {
  return typeof id === 'string' && id.startsWith('box:') ? id.slice(4) : undefined;
}

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const data = dragData(active.data);
    if (data?.type === 'box')
      return `Picked up the ${data.box} box. Arrow keys move it; Space drops it; Escape cancels.`;
    return `Picked up ${data?.person.fullName ?? 'a person'}. Arrow keys go to another department; Space drops; Escape cancels.`;
  },
  onDragOver: ({ active, over }) => {
    const data = dragData(active.data);
    const target = boxName(over?.id);
    if (data?.type !== 'person') return undefined;
    return target ? `${data.person.fullName} is over ${target}.` : `${data.person.fullName} is over no department.`;
  },
  onDragEnd: ({ active, over }) => {
    const data = dragData(active.data);
    if (data?.type === 'box') return `The ${data.box} box was moved.`;
    const target = boxName(over?.id);
    if (!data || !target || target === data.from)
      return `${data?.person.fullName ?? 'The person'} stays in ${data?.from ?? 'their department'}.`;
    return `${data.person.fullName} moved to ${target}. Unsaved changes.`;
  },
  onDragCancel: ({ active }) => {
    const data = dragData(active.data);
    return data?.type === 'person' ? `Cancelled. ${data.person.fullName} stays in ${data.from}.` : 'Cancelled.';
  },
};

/** Org chart (spec part 2): department boxes holding people; drag to reorganise, then save. */
export function OrgChartPage() {
  usePageTitle('Org Chart');
  // A viewer gets the chart to read: nothing to drag, no Save (the server refuses their save anyway).
  const canEdit = useCan('editor');
  const users = useDirectoryUsers();
  const departments = useDepartments();
  const [draft, setDraft] = useState<ChartDraft>(EMPTY_DRAFT);
  const [dragging, setDragging] = useState<ChartPerson | null>(null);
  const dirty = draft !== EMPTY_DRAFT;
  const save = useSaveOrganization(() => setDraft(EMPTY_DRAFT));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: chartKeyboardCoordinates }),
  );

  const boxes = useMemo<ChartBox[]>(
    () => (users.data && departments.data ? buildChart(departments.data.details, users.data, draft) : []),
    [users.data, departments.data, draft],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = dragData(active.data);
    setDragging(data?.type === 'person' ? data.person : null);
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragging(null);
    const data = dragData(active.data);
    if (!data) return;
    if (data.type === 'box') {
      if (delta.x === 0 && delta.y === 0) return;
      const box = boxes.find((candidate) => candidate.name === data.box);
      if (!box) return;
      const position = {
        x: Math.max(0, Math.round(box.position.x + delta.x)),
        y: Math.max(0, Math.round(box.position.y + delta.y)),
      };
      setDraft((current) => ({ ...current, positions: { ...current.positions, [data.box]: position } }));
      return;
    }
    const target = boxName(over?.id);
    if (!target || target === data.from) return;
    setDraft((current) => ({ ...current, assignment: { ...current.assignment, [data.person.id]: target } }));
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
  const positionOf = new Map(boxes.map((box) => [box.name, box.position]));
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      {header}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a person, press Space to pick them up, an arrow key to go to another department, and Space to drop. Escape cancels.',
          },
        }}
      >
        <div
          className="max-h-[75vh] overflow-auto rounded-lg border bg-muted/30"
          role="region"
          aria-label="Org chart canvas"
          tabIndex={0}
        >
          <div className="relative" style={{ width: size.width, height: size.height }}>
            <svg
              className="pointer-events-none absolute inset-0"
              width={size.width}
              height={size.height}
              aria-hidden="true"
            >
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
            {boxes.map((box) => (
              <ChartBoxView key={box.name} box={box} readOnly={!canEdit} />
            ))}
          </div>
        </div>
        <DragOverlay>
          {dragging ? (
            <div className="w-60 rounded-md border bg-background px-2 py-1.5 text-sm shadow-lg">
              <PersonCardBody person={dragging} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
