import { dashboardIdOf, dashboardRoutes, type DeepLinkType } from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { linkedDashboard } from './deepLinks.repository';

/** What a deep link of one entity type resolves to when opened. */
export interface ResolvedEntity {
  /** The client route to open; null when the entity is gone (the link answers 404). */
  redirectLink: string | null;
  dashboardId: number | null;
  dashboardOwnerId: number | null;
  /** Null for a user without access: the owner is named, nothing else of the dashboard. */
  dashboardName: string | null;
  dashboardOwnerName: string | null;
  /** Whether the user may open the entity itself (for dashboards: shared with or owned). */
  dashboardAccess: boolean;
}

export interface ResolveInput {
  db: Db;
  customerId: number;
  entityId: string;
  userId: number;
  /** System admins open every dashboard of a customer (as the dashboards list shows them). */
  isSystemAdmin: boolean;
}

export interface DeepLinkEntityType {
  /** A problem with the entity id of a new link, or undefined when it is acceptable. */
  validate(entityId: string): string | undefined;
  resolve(input: ResolveInput): Promise<ResolvedEntity>;
}

// A path of this app: one leading slash (never '//', which browsers read as another host), no scheme.
const clientPath = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/;

const dashboardPages = new Set<string>([dashboardRoutes.view, dashboardRoutes.edit, dashboardRoutes.pdfView]);

/** The dashboard a page of this app shows (`/dashboards/view/?id=7`), or null for any other page. */
export function dashboardIdOfPage(entityId: string): number | null {
  const url = new URL(entityId, 'http://page.invalid');
  return dashboardPages.has(url.pathname) ? dashboardIdOf(url.searchParams) : null;
}

const noDashboard = { dashboardId: null, dashboardOwnerId: null, dashboardName: null, dashboardOwnerName: null };

/**
 * 'page': a client route of this app, such as '/' or '/profile/'. Every member may open it; a page of a
 * dashboard only those the dashboard is shared with (or its owner), and a page of a deleted dashboard is gone.
 */
const pageType: DeepLinkEntityType = {
  validate: (entityId) => (clientPath.test(entityId) ? undefined : 'Must be a path of this app starting with /'),
  resolve: async ({ db, customerId, entityId, userId, isSystemAdmin }) => {
    const dashboardId = dashboardIdOfPage(entityId);
    if (dashboardId === null) return { redirectLink: entityId, ...noDashboard, dashboardAccess: true };
    const dashboard = await linkedDashboard(db, customerId, dashboardId, userId);
    if (!dashboard) return { redirectLink: null, ...noDashboard, dashboardAccess: false };
    const access = isSystemAdmin || dashboard.isDashboardUser || dashboard.ownerUserId === userId;
    return {
      redirectLink: entityId,
      dashboardId,
      dashboardOwnerId: dashboard.ownerUserId,
      dashboardName: access ? dashboard.name : null,
      dashboardOwnerName: dashboard.ownerName,
      dashboardAccess: access,
    };
  },
};

/**
 * The registry: one resolver per entity type of contracts' deepLinkTypeSchema. Dashboards add
 * theirs here (and to the enum) when they exist.
 */
export const deepLinkEntityTypes: Record<DeepLinkType, DeepLinkEntityType> = {
  page: pageType,
};
