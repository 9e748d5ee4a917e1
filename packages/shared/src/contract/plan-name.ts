import { z } from 'zod';

/** A catalogue plan's name: a stable lowercase slug (plans are data: the admin may add one). */
export const PLAN_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const PlanNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(50)
  .regex(PLAN_NAME, 'Use lowercase letters, digits and dashes');
