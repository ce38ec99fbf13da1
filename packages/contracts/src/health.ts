import { z } from 'zod';

const componentStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  driver: z.string(),
  latencyMs: z.number(),
  message: z.string().optional(),
});

/**
 * The demo market data loads in the background after the server listens: `loading` with the daily
 * rows written so far, then `ready`. `idle` when this server loads nothing (seeding off).
 */
export const marketDataStatusSchema = z.object({
  state: z.enum(['idle', 'loading', 'ready', 'failed']),
  rows: z.number().int().nonnegative(),
  message: z.string().optional(),
});
export type MarketDataStatus = z.infer<typeof marketDataStatusSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentStatusSchema,
  analytics: componentStatusSchema,
  marketData: marketDataStatusSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
