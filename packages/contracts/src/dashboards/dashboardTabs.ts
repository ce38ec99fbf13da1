import { z } from 'zod';
import { idNumberSchema, singleLineText } from '../primitives';

/** A home tab of the caller (spec 2 §3) with its dashboards in order. */
export const dashboardTabSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sequenceNumber: z.number().int(),
  dashboardIds: z.array(z.number().int()),
});
export type DashboardTab = z.infer<typeof dashboardTabSchema>;
export const dashboardTabListSchema = z.array(dashboardTabSchema);

export const dashboardTabCreateSchema = z.object({
  name: singleLineText().trim().min(1, 'Enter a name.').max(100),
});
export type DashboardTabCreate = z.infer<typeof dashboardTabCreateSchema>;

/** Moves one dashboard to position sequenceNumber (from 1) of a tab; the others of that tab shift. */
export const dashboardTabMoveSchema = z.object({
  dashboardId: idNumberSchema,
  tabId: idNumberSchema,
  sequenceNumber: z.number().int().min(1).max(1000),
});
export type DashboardTabMove = z.infer<typeof dashboardTabMoveSchema>;
