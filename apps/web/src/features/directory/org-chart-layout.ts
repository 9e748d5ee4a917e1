import { UNASSIGNED, type ChartPosition, type Department } from '@foursight/shared/contract/directory';

/** Spec part 2 §9: 3 boxes a row, 350 px apart across and 300 px down from (100, 100), 260 px wide, canvas ≥ 1000 px. */
export const LAYOUT = {
  perRow: 3,
  dx: 350,
  dy: 300,
  origin: 100,
  boxWidth: 260,
  /** Boxes are this tall when collapsed, so one fits in a row's 300 px with room for the connecting lines. */
  boxHeight: 230,
  minCanvasWidth: 1000,
} as const;

/** People shown in a collapsed box; more show as a count with a button to expand. */
export const CARDS_WHEN_COLLAPSED = 3;

export function defaultPosition(index: number): ChartPosition {
  return {
    x: LAYOUT.origin + (index % LAYOUT.perRow) * LAYOUT.dx,
    y: LAYOUT.origin + Math.floor(index / LAYOUT.perRow) * LAYOUT.dy,
  };
}

export interface ChartPerson {
  id: string;
  fullName: string;
  designation: string;
  department: string;
}

export interface ChartBox {
  /** The department's id; null for the synthetic box of people in no department. */
  id: string | null;
  /** The department's name; the synthetic box is called "Unassigned". */
  name: string;
  synthetic: boolean;
  parent: string | null;
  position: ChartPosition;
  people: ChartPerson[];
}

/** What the organiser changed since the last save: moved people (id → box name) and moved boxes. */
export interface ChartDraft {
  assignment: Record<string, string>;
  positions: Record<string, ChartPosition>;
}

export const EMPTY_DRAFT: ChartDraft = { assignment: {}, positions: {} };

/**
 * The boxes the chart draws: one per department (its saved position, else the
 * default layout by name order), then the synthetic "Unassigned" box for
 * people with no department or one not on the chart, when there are any or a
 * draft put someone there. The draft's moves are applied on top.
 */
export function buildChart(departments: Department[], people: ChartPerson[], draft: ChartDraft): ChartBox[] {
  const boxes: ChartBox[] = departments.map((department, index) => ({
    id: department.id,
    name: department.name,
    synthetic: false,
    parent: department.parent,
    position: draft.positions[department.name] ?? department.position ?? defaultPosition(index),
    people: [],
  }));
  const byName = new Map(boxes.map((box) => [box.name, box]));
  const unassigned: ChartBox = {
    id: null,
    name: UNASSIGNED,
    synthetic: true,
    parent: null,
    position: draft.positions[UNASSIGNED] ?? defaultPosition(boxes.length),
    people: [],
  };
  for (const person of people) {
    const name = draft.assignment[person.id] ?? person.department;
    (byName.get(name) ?? unassigned).people.push(person);
  }
  if (unassigned.people.length > 0 || Object.values(draft.assignment).includes(UNASSIGNED)) boxes.push(unassigned);
  return boxes;
}

/** The canvas is as large as its boxes need, and at least the spec's 1000 px wide. */
export function canvasSize(boxes: ChartBox[]): { width: number; height: number } {
  let width: number = LAYOUT.minCanvasWidth;
  let height = 0;
  for (const box of boxes) {
    width = Math.max(width, box.position.x + LAYOUT.boxWidth + LAYOUT.origin);
    height = Math.max(height, box.position.y + LAYOUT.boxHeight + LAYOUT.origin);
  }
  return { width, height };
}

/**
 * The save payload (spec §7): every box with its people and position, named as the spec names it and
 * identified by id (null: the box of people in no department), so the server never guesses by name.
 */
export function toSavePayload(boxes: ChartBox[]) {
  return {
    departments: boxes.map((box) => ({
      id: box.id,
      name: box.name,
      users: box.people.map((person) => person.id),
      position: { x: Math.round(box.position.x), y: Math.round(box.position.y) },
    })),
  };
}
