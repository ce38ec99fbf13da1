import type { Dimension, TagCategory } from '@shelfsight/api-client';
import { dimensionCatalogue } from '@shelfsight/contracts';
import type { OverrideChoices } from '../components/DashboardEditor/WidgetOverridesDialog';
import { sampleDashboardList, sampleSavedFilters } from './sampleDashboards';

/** The dimensions as GET /api/dimensions answers them. */
export const sampleDimensions = (): Dimension[] =>
  dimensionCatalogue.map(({ id, code, name, displaySequence }) => ({ id, name, type: code, displaySequence }));

/** Two tag categories of customer 42, as GET tag-categories answers them. */
export const sampleTagCategories = (): TagCategory[] => [
  { id: 1, value: 'segment', label: 'Segment', name: 'segment', tag: 'segment' },
  { id: 2, value: 'pack-size', label: 'Pack size', name: 'pack-size', tag: 'pack-size' },
];

/** What Ada's per-widget overrides pick from on "Availability and price" (dashboard 5). */
export const sampleOverrideChoices = (): OverrideChoices => ({
  savedFilters: sampleSavedFilters(),
  dimensions: sampleDimensions(),
  tagCategories: sampleTagCategories(),
  dashboards: sampleDashboardList().filter((dashboard) => dashboard.id !== 5),
});
