import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** A box moved from the keyboard moves this far per arrow press. */
const BOX_STEP = 25;

/**
 * Arrow keys while dragging from the keyboard: a person jumps to the nearest
 * department box in that direction (so Space, one arrow, Space moves them);
 * a box moves 25 px per press.
 */
export const chartKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || active.data.current?.type === 'box' || !collisionRect) {
    return { x: currentCoordinates.x + dx * BOX_STEP, y: currentCoordinates.y + dy * BOX_STEP };
  }
  const fromX = collisionRect.left + collisionRect.width / 2;
  const fromY = collisionRect.top + collisionRect.height / 2;
  let best: { x: number; y: number } | undefined;
  let bestScore = Infinity;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const toX = rect.left + rect.width / 2;
    const toY = rect.top + Math.min(rect.height / 2, 60);
    const along = (toX - fromX) * dx + (toY - fromY) * dy;
    if (along <= 20) continue;
    const across = Math.abs((toX - fromX) * dy) + Math.abs((toY - fromY) * dx);
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = { x: currentCoordinates.x + (toX - fromX), y: currentCoordinates.y + (toY - fromY) };
    }
  }
  return best ?? currentCoordinates;
};
