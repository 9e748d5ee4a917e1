import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { useIsOver } from './org-chart-drag';
import { CARDS_WHEN_COLLAPSED, LAYOUT, type ChartBox, type ChartPerson } from './org-chart-layout';

/**
 * Every dnd-kit hook re-renders its component whenever the drag's shared
 * state changes (picked up, dropped), so with 40 boxes the components holding
 * hooks stay small and what they draw is memoised below them: a change of
 * drag state redraws the shells, not the boxes' contents. Which box a person
 * is over comes from the page's ChartDrag (useIsOver), not from dnd-kit.
 */

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
          'w-full cursor-grab touch-none rounded-md border bg-background px-2 py-1.5 text-left text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
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

export const PersonCardBody = memo(function PersonCardBody({ person }: { person: ChartPerson }) {
  return (
    <>
      <span className="block truncate font-medium">{person.fullName}</span>
      {person.designation ? (
        <span className="block truncate text-xs text-muted-foreground">{person.designation}</span>
      ) : null}
    </>
  );
});

/** People an expanded box adds per "Show more", so even a box of thousands renders a bounded number of cards. */
export const CARDS_PER_PAGE = 50;

const BoxHeader = memo(function BoxHeader({
  name,
  count,
  headingId,
  movable,
  setHandleRef,
  attributes,
  listeners,
}: {
  name: string;
  count: number;
  headingId: string;
  movable: boolean;
  setHandleRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  return (
    <header className="flex items-center gap-1 border-b px-2 py-1.5">
      {movable ? (
        <button
          ref={setHandleRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-roledescription="draggable box"
          aria-label={`Move the ${name} box`}
          className="cursor-grab touch-none rounded p-1 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
        {name}
      </h2>
      <span className="shrink-0 text-xs text-muted-foreground" aria-label={`${count} people`}>
        {count}
      </span>
    </header>
  );
});

/**
 * The box's people: three cards, then a button expands them to a scrolling
 * list that grows CARDS_PER_PAGE at a time.
 */
const BoxPeople = memo(function BoxPeople({
  box,
  readOnly,
  shown,
  onShow,
}: {
  box: ChartBox;
  readOnly: boolean;
  shown: number;
  onShow: (count: number) => void;
}) {
  const people = box.people.slice(0, shown);
  const hidden = box.people.length - people.length;
  const expanded = shown > CARDS_WHEN_COLLAPSED;
  return (
    <>
      <ul className={cn('grid gap-1.5 p-2', expanded && 'max-h-96 overflow-y-auto')}>
        {people.map((person) =>
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
        {expanded && hidden > 0 ? (
          <li>
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onShow(shown + CARDS_PER_PAGE)}>
              Show {Math.min(hidden, CARDS_PER_PAGE)} more ({hidden} not shown)
            </Button>
          </li>
        ) : null}
      </ul>
      {hidden > 0 || expanded ? (
        <div className="mt-auto border-t p-1">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => onShow(expanded ? CARDS_WHEN_COLLAPSED : CARDS_PER_PAGE)}
          >
            {expanded
              ? 'Show fewer'
              : box.people.length <= CARDS_PER_PAGE
                ? `Show all ${box.people.length} (${hidden} more)`
                : `Show more (${hidden} not shown)`}
          </Button>
        </div>
      ) : null}
    </>
  );
});

/** Same box to draw: same place, parent and people (the people's objects are the directory query's, so compared by identity). */
function sameBox(a: ChartBox, b: ChartBox): boolean {
  if (a === b) return true;
  if (a.name !== b.name || a.synthetic !== b.synthetic || a.parent !== b.parent) return false;
  if (a.position.x !== b.position.x || a.position.y !== b.position.y) return false;
  return a.people.length === b.people.length && a.people.every((person, index) => person === b.people[index]);
}

/**
 * A department's box at its place on the canvas: people are dropped on it
 * (ChartDrag decides where), and it is moved by its grip. More than a few people collapse to a count with a button
 * to show them, so a box of hundreds renders three cards until asked.
 * `readOnly` (a viewer): no grip, people as plain cards.
 * `scale` is the canvas's zoom: dnd-kit's drag offset is in screen pixels,
 * the box moves in canvas pixels.
 */
export const ChartBoxView = memo(
  function ChartBoxView({ box, readOnly = false, scale = 1 }: { box: ChartBox; readOnly?: boolean; scale?: number }) {
    const [shown, setShown] = useState(CARDS_WHEN_COLLAPSED);
    const isOver = useIsOver(box.name);
    const {
      attributes,
      listeners,
      setNodeRef: setHandleRef,
      transform,
      isDragging,
    } = useDraggable({ id: `move:${box.name}`, data: { type: 'box', box: box.name }, disabled: readOnly });
    const offset = transform ? `translate(${transform.x / scale}px, ${transform.y / scale}px)` : undefined;
    const headingId = `box-${box.name.replace(/[^A-Za-z0-9]/g, '-')}`;
    const expanded = shown > CARDS_WHEN_COLLAPSED;
    return (
      <section
        aria-labelledby={headingId}
        data-testid="chart-box"
        data-box={box.name}
        className={cn(
          'absolute flex cursor-auto flex-col rounded-lg border-2 bg-card shadow-sm',
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
        <BoxHeader
          name={box.name}
          count={box.people.length}
          headingId={headingId}
          movable={!readOnly}
          setHandleRef={setHandleRef}
          attributes={attributes}
          listeners={listeners}
        />
        <BoxPeople box={box} readOnly={readOnly} shown={shown} onShow={setShown} />
      </section>
    );
  },
  (previous, next) =>
    previous.readOnly === next.readOnly && previous.scale === next.scale && sameBox(previous.box, next.box),
);
