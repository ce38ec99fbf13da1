import type { DeepLinkType } from '@shelfsight/contracts';

/** What a deep link of one entity type resolves to when opened. */
export interface ResolvedEntity {
  /** The client route to open; null when the entity is gone (the link answers 404). */
  redirectLink: string | null;
  dashboardId: number | null;
  dashboardOwnerId: number | null;
  dashboardName: string | null;
  /** Whether the user may open the entity itself (for dashboards: shared with or owned). */
  dashboardAccess: boolean;
}

export interface DeepLinkEntityType {
  /** A problem with the entity id of a new link, or undefined when it is acceptable. */
  validate(entityId: string): string | undefined;
  resolve(input: { customerId: number; entityId: string; userId: number }): Promise<ResolvedEntity>;
}

// A path of this app: one leading slash (never '//', which browsers read as another host), no scheme.
const clientPath = /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/;

/** 'page': a client route of this app, such as '/' or '/profile/'. Every member may open it. */
const pageType: DeepLinkEntityType = {
  validate: (entityId) => (clientPath.test(entityId) ? undefined : 'Must be a path of this app starting with /'),
  resolve: async ({ entityId }) => ({
    redirectLink: entityId,
    dashboardId: null,
    dashboardOwnerId: null,
    dashboardName: null,
    dashboardAccess: true,
  }),
};

/**
 * The registry: one resolver per entity type of contracts' deepLinkTypeSchema. Dashboards add
 * theirs here (and to the enum) when they exist.
 */
export const deepLinkEntityTypes: Record<DeepLinkType, DeepLinkEntityType> = {
  page: pageType,
};
