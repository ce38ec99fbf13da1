import { z } from 'zod';

const componentStatusSchema = z.object({
  status: z.enum(['ok', 'error']),
  driver: z.string(),
  latencyMs: z.number(),
  message: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: componentStatusSchema,
  analytics: componentStatusSchema,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
