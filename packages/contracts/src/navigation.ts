import type { CustomerModuleName } from './customers';

/**
 * Side-menu entries as plain data (spec 1 §2): a feature lists its tiles beside its routes, and the app
 * places them in the menu without loading the feature's pages. Icons are named, not imported, for the
 * same reason; the app maps each name to its icon.
 */

/** The menu's sections, in the order they appear; an entry without a group stands at the top level. */
export const navGroups = ['analytics', 'data', 'settings', 'administration'] as const;
export type NavGroup = (typeof navGroups)[number];
export const navGroupLabels: Record<NavGroup, string> = {
  analytics: 'Analytics',
  data: 'Data',
  settings: 'Settings',
  administration: 'Administration',
};

/**
 * Who sees a tile, by the scopes of spec 1 §2 and §6: `signed-in` everyone; `admin-or-system-admin` for
 * screens the customer's administrators and the operators both manage (users and roles).
 */
export type NavAccess =
  | 'signed-in'
  | 'admin'
  | 'admin-no-custom-pricing'
  | 'admin-or-product-manager'
  | 'admin-or-system-admin'
  | 'system-admin';

export type NavIcon =
  | 'home'
  | 'dashboards'
  | 'widgets'
  | 'savedFilters'
  | 'alerts'
  | 'exports'
  | 'datasets'
  | 'upload'
  | 'tasks'
  | 'profile'
  | 'productSelection'
  | 'products'
  | 'productLists'
  | 'productMapping'
  | 'productFinder'
  | 'retailers'
  | 'partnerIntegration'
  | 'users'
  | 'systemMessages'
  | 'pricing'
  | 'dccScore'
  | 'visibilityClusters'
  | 'visibilityTracking'
  | 'imageSimilarity'
  | 'referenceImages'
  | 'help';

export interface NavItem {
  /** Unique across the menu. */
  key: string;
  label: string;
  icon: NavIcon;
  /** An in-app route (shown only while the router has it), or an external address when `external`. */
  to: string;
  external?: boolean;
  group?: NavGroup;
  access: NavAccess;
  /** Place within its group or the top level; lower comes first. */
  order: number;
  /**
   * A customer module the screen needs (spec 3 §6): the tile shows only while the active customer has it on, for
   * any of its retailers (the scope `moduleScope(module)`).
   */
  module?: CustomerModuleName;
  /**
   * Screens reached from this tile's screen (edit and create pages): the tile stays highlighted on them,
   * and they count as reachable through it.
   */
  subScreens?: readonly string[];
}

/** The scope that says the active customer has a module on (for all retailers or some). */
export const moduleScope = (module: CustomerModuleName): string => `module:${module}`;

/**
 * Whether the user's scopes allow something that needs `module` (a menu tile, a slot contribution): the active
 * customer has it on. Something that needs no module always passes.
 */
export const moduleAllows = (
  module: CustomerModuleName | undefined,
  scopes: Readonly<Record<string, boolean>>,
): boolean => module === undefined || scopes[moduleScope(module)] === true;
