import { dashboardRoutes } from '@shelfsight/contracts';

export const dashboardViewPath = (id: number) => `${dashboardRoutes.view}?id=${id}`;
export const dashboardEditPath = (id: number) => `${dashboardRoutes.edit}?id=${id}`;
