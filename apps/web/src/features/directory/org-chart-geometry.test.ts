import { describe, expect, it } from 'vitest';
import { exportFileName, localDate } from './org-chart-export';
import { boxAt, boxOverlapping, fitZoom, stepZoom, toCanvasPoint, type BoxFootprint } from './org-chart-geometry';
import { nextBoxInDirection } from './org-chart-keyboard';
import { defaultPosition } from './org-chart-layout';

/** Boxes at the spec's default places: Marketing, Sales, Support on the first row, People under Marketing. */
const boxes: BoxFootprint[] = ['Marketing', 'Sales', 'Support', 'People'].map((name, index) => ({
  name,
  position: defaultPosition(index),
  height: 230,
}));
const named = (name: string) => boxes.find((box) => box.name === name)!;

describe('org chart geometry', () => {
  it('steps the zoom through its levels from wherever it is, within 10 % and 200 %', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.8, -1)).toBe(0.75);
    expect(stepZoom(0.8, 1)).toBe(0.9);
    expect(stepZoom(2, 1)).toBe(2);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });

  it('fits the whole canvas in the viewport, never above 100 % nor below 10 %', () => {
    expect(fitZoom({ width: 580, height: 600 }, { width: 1160, height: 430 })).toBe(0.5);
    expect(fitZoom({ width: 2000, height: 2000 }, { width: 1160, height: 430 })).toBe(1);
    expect(fitZoom({ width: 300, height: 300 }, { width: 1160, height: 40_000 })).toBe(0.1);
  });

  it('reads a screen point in canvas pixels at any zoom and scroll', () => {
    const content = { getBoundingClientRect: () => ({ left: 300, top: 200 }) } as Element;
    expect(toCanvasPoint({ x: 500, y: 400 }, content, 0.5)).toEqual({ x: 400, y: 400 });
    expect(toCanvasPoint({ x: 500, y: 400 }, content, 2)).toEqual({ x: 100, y: 100 });
  });

  it('finds the box under a point, none between boxes, and the box a card overlaps most', () => {
    expect(boxAt({ x: 460, y: 120 }, boxes)).toBe('Sales');
    expect(boxAt({ x: 400, y: 120 }, boxes)).toBeUndefined();
    expect(boxOverlapping({ left: 300, top: 150, width: 240, height: 40 }, boxes)).toBe('Sales');
    expect(boxOverlapping({ left: 380, top: 150, width: 60, height: 40 }, boxes)).toBeUndefined();
  });

  it('goes from box to box with the arrow keys: the next one on the row, or the row below', () => {
    expect(nextBoxInDirection(named('Support'), [-1, 0], boxes)?.name).toBe('Sales');
    expect(nextBoxInDirection(named('Sales'), [1, 0], boxes)?.name).toBe('Support');
    expect(nextBoxInDirection(named('Marketing'), [0, 1], boxes)?.name).toBe('People');
    expect(nextBoxInDirection(named('People'), [0, -1], boxes)?.name).toBe('Marketing');
    expect(nextBoxInDirection(named('Marketing'), [-1, 0], boxes)).toBeUndefined();
  });

  it('names the PNG after the company and the day', () => {
    const day = new Date(2026, 10, 25, 23, 30);
    expect(localDate(day)).toBe('2026-11-25');
    expect(exportFileName('Globex Café & Sons Pvt. Ltd.', day)).toBe(
      'org-chart-globex-cafe-sons-pvt-ltd-2026-11-25.png',
    );
    expect(exportFileName(undefined, day)).toBe('org-chart-2026-11-25.png');
    expect(exportFileName('***', day)).toBe('org-chart-2026-11-25.png');
  });
});
