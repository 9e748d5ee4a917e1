import { describe, expect, it } from 'vitest';
import { averageProgress, goalProgress, goalStatus } from './goals.ts';

const created = new Date('2026-01-01T00:00:00Z');
const deadline = new Date('2026-01-11T00:00:00Z');

describe('goal progress', () => {
  it('is current over target to one decimal, capped at 100', () => {
    expect(goalProgress(1, 3)).toBe(33.3);
    expect(goalProgress(150, 100)).toBe(100);
    expect(goalProgress(0, 0)).toBe(0);
  });

  it('counts the way from a baseline to the target, down or up', () => {
    // 44 % of answers raised it; the target is at most 13 %.
    expect(goalProgress(44, 13, 44)).toBe(0);
    expect(goalProgress(28.5, 13, 44)).toBe(50);
    expect(goalProgress(10, 13, 44)).toBe(100);
    expect(goalProgress(60, 13, 44)).toBe(0);
    expect(goalProgress(38, 50, 31)).toBe(36.8);
    expect(goalProgress(100, 100, 100)).toBe(100);
  });

  it('averages to a rounded percent', () => {
    expect(averageProgress([33.3, 100, 0])).toBe(44);
    expect(averageProgress([])).toBe(0);
  });
});

describe('goal status', () => {
  const base = { createdAt: created, deadline, statusOverride: null };
  it('is Not Started before a check-in while on time', () => {
    expect(goalStatus({ ...base, progress: 0, checkIns: 0, now: created })).toBe('Not Started');
  });
  it('is At Risk when progress lags the time elapsed', () => {
    const now = new Date('2026-01-06T00:00:00Z'); // half the time gone
    expect(goalStatus({ ...base, progress: 30, checkIns: 1, now })).toBe('At Risk');
    expect(goalStatus({ ...base, progress: 45, checkIns: 1, now })).toBe('In Progress');
  });
  it('is Completed at 100 and follows a status set by hand', () => {
    expect(goalStatus({ ...base, progress: 100, checkIns: 1, now: deadline })).toBe('Completed');
    expect(goalStatus({ ...base, progress: 90, checkIns: 1, now: created, statusOverride: 'At Risk' })).toBe('At Risk');
  });
});
