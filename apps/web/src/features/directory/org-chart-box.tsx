import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { CARDS_WHEN_COLLAPSED, LAYOUT, type ChartBox, type ChartPerson } from './org-chart-layout';

/** One person's card: the whole card is the drag handle (mouse, touch, or Space then arrows). */
export const PersonCard = memo(function PersonCard({ person, box }: { person: ChartPerson; box: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `person:${person.id}`,
    data: { type: 'person', person, from: box },
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable person"
        aria-label={`${person.fullName}${person.designation ? `, ${person.designation}` : ''}, in ${box}`}
        className={cn(
          'w-full touch-none rounded-md border bg-background px-2 py-1.5 text-left text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isDragging && 'opacity-40',
        )}
      >
        <PersonCardBody person={person} />
      </button>
    </li>
  );
});

/** A person's card when the chart is read-only (a viewer): plain text, nothing to pick up. */
function StaticPersonCard({ person }: { person: ChartPerson }) {
  return (
    <li className="rounded-md border bg-background px-2 py-1.5 text-sm shadow-sm">
      <PersonCardBody person={person} />
    </li>
  );
}

export function PersonCardBody({ person }: { person: ChartPerson }) {
  return (
    <>
      <span className="block truncate font-medium">{person.fullName}</span>
      {person.designation ? (
        <span className="block truncate text-xs text-muted-foreground">{person.designation}</span>
      ) : null}
    </>
  );
}

/**
 * A department's box at its place on the canvas: a drop target for people,
 * moved by its grip. More than a few people collapse to a count with a button
 * to show them all, so a box of hundreds renders three cards until asked.
 * `readOnly` (a viewer): no grip, no drop target, people as plain cards.
 */
export const ChartBoxView = memo(function ChartBoxView({
  box,
  readOnly = false,
}: {
  box: ChartBox;
  readOnly?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const { setNodeRef: setDropRef, isOver } = useDroppable({
    id: `box:${box.name}`,
    data: { box: box.name },
    disabled: readOnly,
  });
  const {
    attributes,
    listeners,
    setNodeRef: setHandleRef,
    transform,
    isDragging,
  } = useDraggable({ id: `move:${box.name}`, data: { type: 'box', box: box.name }, disabled: readOnly });
  const shown = expanded ? box.people : box.people.slice(0, CARDS_WHEN_COLLAPSED);
  const hidden = box.people.length - shown.length;
  const offset = transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined;
  const headingId = `box-${box.name.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <section
      ref={setDropRef}
      aria-labelledby={headingId}
      data-testid="chart-box"
      className={cn(
        'absolute flex flex-col rounded-lg border-2 bg-card shadow-sm',
        box.synthetic && 'border-dashed',
        isOver && 'border-primary ring-2 ring-primary/30',
        isDragging && 'z-20 shadow-lg',
        expanded && 'z-10',
      )}
      style={{
        left: box.position.x,
        top: box.position.y,
        width: LAYOUT.boxWidth,
        minHeight: LAYOUT.boxHeight,
        transform: offset,
      }}
    >
      <header className="flex items-center gap-1 border-b px-2 py-1.5">
        {readOnly ? null : (
          <button
            ref={setHandleRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-roledescription="draggable box"
            aria-label={`Move the ${box.name} box`}
            className="touch-none rounded p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        )}
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {box.name}
        </h2>
        <span className="shrink-0 text-xs text-muted-foreground" aria-label={`${box.people.length} people`}>
          {box.people.length}
        </span>
      </header>
      <ul className={cn('grid gap-1.5 p-2', expanded && 'max-h-96 overflow-y-auto')}>
        {shown.map((person) =>
          readOnly ? (
            <StaticPersonCard key={person.id} person={person} />
          ) : (
            <PersonCard key={person.id} person={person} box={box.name} />
          ),
        )}
        {box.people.length === 0 ? (
          <li className="px-1 py-3 text-center text-xs text-muted-foreground">
            {readOnly ? 'No one yet' : 'Drop people here'}
          </li>
        ) : null}
      </ul>
      {hidden > 0 || expanded ? (
        <div className="mt-auto border-t p-1">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show fewer' : `Show all ${box.people.length} (${hidden} more)`}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
