import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { BoxFootprint, Point } from './org-chart-geometry';
import { LAYOUT } from './org-chart-layout';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** A box moved from the keyboard moves this far per arrow press, in canvas pixels. */
const BOX_STEP = 25;

/** Where a person dragged from the keyboard is headed: a box's name, or null before the first arrow. */
export interface KeyboardTarget {
  current: string | null;
}

/** The point of a box a person card is carried to: its middle across, near its top (where the cards end). */
function landingPoint(box: BoxFootprint): Point {
  return { x: box.position.x + LAYOUT.boxWidth / 2, y: box.position.y + Math.min(box.height / 2, 60) };
}

/**
 * The nearest box from `from` in an arrow's direction, in canvas coordinates:
 * mostly along the arrow, with sideways distance counting double, so ArrowLeft
 * picks the box to the left on the same row before one further down.
 */
export function nextBoxInDirection(
  from: BoxFootprint,
  [dx, dy]: [number, number],
  boxes: readonly BoxFootprint[],
): BoxFootprint | undefined {
  const start = landingPoint(from);
  let best: BoxFootprint | undefined;
  let bestScore = Infinity;
  for (const box of boxes) {
    if (box.name === from.name) continue;
    const to = landingPoint(box);
    const along = (to.x - start.x) * dx + (to.y - start.y) * dy;
    if (along <= 20) continue;
    const across = Math.abs((to.x - start.x) * dy) + Math.abs((to.y - start.y) * dx);
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = box;
    }
  }
  return best;
}

/** The boxes as the drag started, and where the canvas's origin is on screen now. */
export interface KeyboardPlace {
  boxes: readonly BoxFootprint[];
  origin: Point;
}

/**
 * Arrow keys while dragging from the keyboard. A person goes from box to box:
 * the next box is chosen from the box they are in (or were last sent to), not
 * from where the card is drawn, and is written to `target`, which is what the
 * drop uses; the card is then carried to that box's screen position. A box
 * moves 25 canvas pixels per press at any zoom.
 */
export function createChartKeyboardCoordinates(
  target: KeyboardTarget,
  zoom: number,
  place: () => KeyboardPlace | null,
): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    const [dx, dy] = direction;
    const data = context.active?.data.current as { type?: string; from?: string } | undefined;
    const { collisionRect } = context;
    if (data?.type === 'box' || !collisionRect) {
      return { x: currentCoordinates.x + dx * BOX_STEP * zoom, y: currentCoordinates.y + dy * BOX_STEP * zoom };
    }
    const layout = place();
    const fromName = target.current ?? data?.from;
    const from = layout?.boxes.find((box) => box.name === fromName);
    const next = layout && from ? nextBoxInDirection(from, direction, layout.boxes) : undefined;
    if (!layout || !next) return currentCoordinates;
    target.current = next.name;
    const landing = landingPoint(next);
    const to = { x: layout.origin.x + landing.x * zoom, y: layout.origin.y + landing.y * zoom };
    const card = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
    return { x: currentCoordinates.x + (to.x - card.x), y: currentCoordinates.y + (to.y - card.y) };
  };
}
