import { z } from 'zod';
import { defineRoutes } from './route.ts';

export const HealthQuerySchema = z.object({
  /**
   * When true, a deep check: the database is asked afresh and a probe job goes through the
   * queue, the answer waiting for a worker to run it. Otherwise the answer reuses a database
   * and queue check at most a second old.
   */
  probe: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  instanceId: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  queue: z.object({
    ok: z.boolean(),
    /** Whether this process runs job workers (RUN_MODE all or worker). */
    working: z.boolean(),
    /** Present when a probe was asked for: which process ran it and how long the round trip took. */
    probe: z
      .object({
        ok: z.boolean(),
        handledBy: z.string().nullable(),
        roundTripMs: z.number(),
      })
      .optional(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const healthRoutes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    duringMaintenance: true,
    duringOverload: true,
    query: HealthQuerySchema,
    response: HealthResponseSchema,
  },
});
