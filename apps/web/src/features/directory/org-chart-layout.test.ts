import { describe, expect, it } from 'vitest';
import type { Department } from '@foursight/shared/contract/directory';
import { EMPTY_DRAFT, buildChart, canvasSize, defaultPosition, toSavePayload } from './org-chart-layout';

const department = (name: string, position: Department['position'] = null): Department => ({
  id: name,
  name,
  userCount: 0,
  parent: null,
  position,
});
const person = (id: string, dept: string) => ({ id, fullName: id, designation: '', department: dept });

describe('org chart layout', () => {
  it('places boxes never moved 3 to a row, 350 px across and 300 px down from (100, 100)', () => {
    expect([0, 1, 2, 3, 4].map(defaultPosition)).toEqual([
      { x: 100, y: 100 },
      { x: 450, y: 100 },
      { x: 800, y: 100 },
      { x: 100, y: 400 },
      { x: 450, y: 400 },
    ]);
    expect(canvasSize(buildChart([department('A')], [], EMPTY_DRAFT)).width).toBe(1000);
  });

  it('keeps saved positions, puts people without a known department in Unassigned, and applies the draft', () => {
    const boxes = buildChart(
      [department('Sales', { x: 700, y: 900 }), department('Support')],
      [person('asha', 'Sales'), person('ravi', ''), person('meena', 'Gone'), person('omar', 'Support')],
      { assignment: { omar: 'Sales' }, positions: { Support: { x: 10, y: 20 } } },
    );
    expect(boxes.map((box) => [box.name, box.position, box.people.map((p) => p.id)])).toEqual([
      ['Sales', { x: 700, y: 900 }, ['asha', 'omar']],
      ['Support', { x: 10, y: 20 }, []],
      ['Unassigned', { x: 800, y: 100 }, ['ravi', 'meena']],
    ]);
    expect(toSavePayload(boxes).departments[0]).toEqual({
      id: 'Sales',
      name: 'Sales',
      users: ['asha', 'omar'],
      position: { x: 700, y: 900 },
    });
    // The box of people in no department is saved as no department (a null id), not by its name.
    expect(toSavePayload(boxes).departments.at(-1)).toMatchObject({
      id: null,
      name: 'Unassigned',
      users: ['ravi', 'meena'],
    });
  });
});
