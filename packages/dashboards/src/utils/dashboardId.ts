import { dashboardRoutes } from '@shelfsight/contracts';

/** The `?id=` of view, edit and pdfView as a whole number, or null when absent or not one. */
export function dashboardIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export const dashboardViewPath = (id: number) => `${dashboardRoutes.view}?id=${id}`;
export const dashboardEditPath = (id: number) => `${dashboardRoutes.edit}?id=${id}`;
