import type { ChartPosition } from '@foursight/shared/contract/directory';
import { LAYOUT } from './org-chart-layout';

/**
 * The chart has two coordinate systems: the canvas's (the spec's layout
 * numbers, what is saved) and the screen's (what the pointer and dnd-kit
 * report). At zoom `scale` one canvas pixel is `scale` screen pixels; the
 * canvas's origin on screen is the top-left corner of the scaled content.
 */
export interface Point {
  x: number;
  y: number;
}

/** Zoom levels the buttons step through; the wheel and "Fit" may land between them. */
export const ZOOM_STEPS = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 2] as const;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 2;

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale * 1000) / 1000));
}

/** The next zoom step above (direction 1) or below (-1) `scale`, which itself may be between steps. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return steps.find((step) => (step - scale) * direction > 0.001) ?? (direction === 1 ? MAX_ZOOM : MIN_ZOOM);
}

/** The zoom that shows the whole canvas inside a viewport, never above 100 %. */
export function fitZoom(viewport: { width: number; height: number }, canvas: { width: number; height: number }) {
  return clampZoom(Math.min(1, viewport.width / canvas.width, viewport.height / canvas.height));
}

/** A screen point in canvas coordinates, given the scaled content element. */
export function toCanvasPoint(point: Point, content: Element, scale: number): Point {
  const origin = content.getBoundingClientRect();
  return { x: (point.x - origin.left) / scale, y: (point.y - origin.top) / scale };
}

export interface BoxFootprint {
  name: string;
  position: ChartPosition;
  /** Canvas pixels; a box grows past its minimum height when expanded. */
  height: number;
}

/**
 * The box under a canvas point: the last one drawn wins where boxes overlap,
 * as it is the one on top. Undefined between boxes.
 */
export function boxAt(point: Point, boxes: readonly BoxFootprint[]): string | undefined {
  for (let index = boxes.length - 1; index >= 0; index -= 1) {
    const box = boxes[index]!;
    if (
      point.x >= box.position.x &&
      point.x <= box.position.x + LAYOUT.boxWidth &&
      point.y >= box.position.y &&
      point.y <= box.position.y + box.height
    )
      return box.name;
  }
  return undefined;
}

export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box an area (a dragged card) overlaps most, when it overlaps any. */
export function boxOverlapping(area: Area, boxes: readonly BoxFootprint[]): string | undefined {
  let best: string | undefined;
  let bestOverlap = 0;
  for (const box of boxes) {
    const across =
      Math.min(area.left + area.width, box.position.x + LAYOUT.boxWidth) - Math.max(area.left, box.position.x);
    const down = Math.min(area.top + area.height, box.position.y + box.height) - Math.max(area.top, box.position.y);
    if (across > 0 && down > 0 && across * down > bestOverlap) {
      bestOverlap = across * down;
      best = box.name;
    }
  }
  return best;
}
