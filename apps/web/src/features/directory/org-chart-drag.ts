import type { Active, Announcements, DragStartEvent, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChartPosition } from '@foursight/shared/contract/directory';
import { boxAt, boxOverlapping, toCanvasPoint, type Area, type BoxFootprint, type Point } from './org-chart-geometry';
import { createChartKeyboardCoordinates, type KeyboardTarget } from './org-chart-keyboard';
import type { ChartBox, ChartPerson } from './org-chart-layout';

export type DragData = { type: 'person'; person: ChartPerson; from: string } | { type: 'box'; box: string };

export function dragData(active: Active): DragData | undefined {
  return active.data.current as DragData | undefined;
}

export type DropOutcome =
  | { type: 'person'; person: ChartPerson; from: string; to: string | undefined }
  | { type: 'box'; box: string; by: Point };

/** Where a mouse, pointer or touch event happened on screen; null for a key. */
function eventPoint(event: Event | null): Point | null {
  if (!event) return null;
  if ('touches' in event) {
    const touch = (event as TouchEvent).touches[0] ?? (event as TouchEvent).changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  if ('clientX' in event) return { x: (event as MouseEvent).clientX, y: (event as MouseEvent).clientY };
  return null;
}

export function movedPosition(position: ChartPosition, by: Point): ChartPosition {
  return { x: Math.max(0, Math.round(position.x + by.x)), y: Math.max(0, Math.round(position.y + by.y)) };
}

/**
 * One page's drags, beside dnd-kit's own state.
 *
 * Where a dragged person is and what a drop does are decided here, in canvas
 * coordinates, from the layout: a person goes to the box the arrow keys chose,
 * or to the box under the pointer where it was released (as the browser
 * reported it; between boxes, the box the card overlaps most); a box moves by
 * what the pointer moved, divided by the zoom. So a drop is the same at any
 * zoom, and never waits for dnd-kit's `over`, which is set from an effect a
 * scheduler task after the last move (a Space pressed right after an arrow
 * found the old box there).
 *
 * The boxes are not dnd-kit droppables: dnd-kit measured all of them at every
 * pick-up, and every change of `over` re-rendered every draggable on the page
 * (its context changes). The box under a dragged person is this object's
 * `over`, which each box reads through `useIsOver`, so crossing from one box
 * to another redraws those two boxes only.
 *
 * The zoom cannot change during a drag (the page locks it), so the scale of
 * the drag's start holds to its end.
 */
export class ChartDrag {
  private active = false;
  private keyboard = false;
  private scale = 1;
  private readonly keyboardTarget: KeyboardTarget = { current: null };
  /** With a pointer: where it is on screen, where it started, and the picked-up element's screen area then. */
  private pointer: Point | null = null;
  private pointerStart: Point | null = null;
  private start: Point | null = null;
  private picked: Area | null = null;
  /** The boxes' places and heights, in canvas pixels, as the drag started. */
  private footprints: BoxFootprint[] = [];
  private content: HTMLElement | null = null;
  private over: string | null = null;
  private announcedOver: string | null = null;
  private readonly listeners = new Set<() => void>();

  private readonly followPointer = (event: PointerEvent) => {
    this.pointer = { x: event.clientX, y: event.clientY };
  };

  /** The ref of the scaled canvas content. */
  readonly setContent = (element: HTMLElement | null) => {
    this.content = element;
  };

  readonly isActive = () => this.active;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly overBox = () => this.over;

  private setOver(name: string | null) {
    if (name === this.over) return;
    this.over = name;
    for (const listener of this.listeners) listener();
  }

  private toCanvas(point: Point): Point | null {
    return this.content ? toCanvasPoint(point, this.content, this.scale) : null;
  }

  begin({ active, activatorEvent }: DragStartEvent, boxes: ChartBox[], scale: number) {
    this.end();
    this.active = true;
    this.scale = scale;
    this.keyboard = activatorEvent.type.startsWith('key');
    this.keyboardTarget.current = null;
    this.pointer = eventPoint(activatorEvent);
    this.pointerStart = this.pointer;
    this.start = this.pointer ? this.toCanvas(this.pointer) : null;
    const handle = activatorEvent.target instanceof Element ? activatorEvent.target.closest('button') : null;
    const picked = handle?.getBoundingClientRect() ?? null;
    this.picked = picked && { left: picked.left, top: picked.top, width: picked.width, height: picked.height };
    const heights = new Map<string, number>();
    this.content?.querySelectorAll<HTMLElement>('[data-box]').forEach((element) => {
      heights.set(element.dataset.box ?? '', element.offsetHeight);
    });
    this.footprints = boxes.map((box) => ({
      name: box.name,
      position: box.position,
      height: heights.get(box.name) ?? 0,
    }));
    if (!this.keyboard) window.addEventListener('pointermove', this.followPointer, { capture: true, passive: true });
    const data = dragData(active);
    this.announcedOver = data?.type === 'person' ? data.from : null;
    this.setOver(this.announcedOver);
  }

  /** After every move (and scroll) of a drag: which box the dragged person is over now. */
  track(active: Active) {
    this.setOver(this.targetOf(active) ?? null);
  }

  /** The drop's outcome; the drag ends with it. */
  finish({ active, delta }: { active: Active; delta: Point }): DropOutcome | undefined {
    const outcome = this.outcome(active, delta);
    this.end();
    return outcome;
  }

  end() {
    window.removeEventListener('pointermove', this.followPointer, { capture: true });
    this.active = false;
    this.setOver(null);
  }

  /**
   * The box a person dragged with a pointer is over: the one under the pointer,
   * else (the pointer between boxes) the one the carried card overlaps most.
   */
  private boxUnderPointer(): string | undefined {
    const pointer = this.pointer && this.toCanvas(this.pointer);
    if (!pointer) return undefined;
    const under = boxAt(pointer, this.footprints);
    if (under || !this.picked || !this.pointerStart || !this.pointer) return under;
    const corner = this.toCanvas({
      x: this.picked.left + this.pointer.x - this.pointerStart.x,
      y: this.picked.top + this.pointer.y - this.pointerStart.y,
    });
    if (!corner) return undefined;
    const card = {
      left: corner.x,
      top: corner.y,
      width: this.picked.width / this.scale,
      height: this.picked.height / this.scale,
    };
    return boxOverlapping(card, this.footprints);
  }

  private targetOf(active: Active): string | undefined {
    const data = dragData(active);
    if (data?.type !== 'person') return undefined;
    return this.keyboard ? (this.keyboardTarget.current ?? data.from) : this.boxUnderPointer();
  }

  private outcome(active: Active, delta: Point): DropOutcome | undefined {
    const data = dragData(active);
    if (!data) return undefined;
    if (data.type === 'person')
      return { type: 'person', person: data.person, from: data.from, to: this.targetOf(active) };
    const end = this.pointer && !this.keyboard ? this.toCanvas(this.pointer) : null;
    const by =
      end && this.start
        ? { x: end.x - this.start.x, y: end.y - this.start.y }
        : { x: delta.x / this.scale, y: delta.y / this.scale };
    return { type: 'box', box: data.box, by };
  }

  keyboardCoordinates(scale: number): KeyboardCoordinateGetter {
    return createChartKeyboardCoordinates(this.keyboardTarget, scale, () => {
      if (!this.content) return null;
      const origin = this.content.getBoundingClientRect();
      return { boxes: this.footprints, origin: { x: origin.left, y: origin.top } };
    });
  }

  /**
   * Screen-reader announcements. The box a person is over is announced from
   * the moves (dnd-kit's own "over" would always be none here); the drop's
   * words come from the same outcome the drop applies.
   */
  readonly announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = dragData(active);
      if (data?.type === 'box')
        return `Picked up the ${data.box} box. Arrow keys move it; Space drops it; Escape cancels.`;
      return `Picked up ${data?.person.fullName ?? 'a person'}. Arrow keys go to another department; Space drops; Escape cancels.`;
    },
    onDragMove: ({ active }) => {
      const data = dragData(active);
      const target = this.targetOf(active) ?? null;
      if (data?.type !== 'person' || target === this.announcedOver) return undefined;
      this.announcedOver = target;
      return target ? `${data.person.fullName} is over ${target}.` : `${data.person.fullName} is over no department.`;
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => {
      const outcome = this.outcome(active, { x: 0, y: 0 });
      if (!outcome) return 'Dropped.';
      if (outcome.type === 'box') return `The ${outcome.box} box was moved.`;
      if (!outcome.to || outcome.to === outcome.from) return `${outcome.person.fullName} stays in ${outcome.from}.`;
      return `${outcome.person.fullName} moved to ${outcome.to}. Unsaved changes.`;
    },
    onDragCancel: ({ active }) => {
      const data = dragData(active);
      return data?.type === 'person' ? `Cancelled. ${data.person.fullName} stays in ${data.from}.` : 'Cancelled.';
    },
  };
}

/** The page's drags, for the boxes (never changes, so reading it re-renders nothing). */
export const ChartDragContext = createContext<ChartDrag | null>(null);

/** Whether a dragged person is over the box `name` now; re-renders only when that changes. */
export function useIsOver(name: string): boolean {
  const drag = useContext(ChartDragContext);
  return useSyncExternalStore(
    drag?.subscribe ?? noSubscription,
    () => drag?.overBox() === name,
    () => false,
  );
}

const noSubscription = () => () => undefined;
