import type { NavAccess, NavGroup, NavIcon, NavItem, Scopes } from '@shelfsight/contracts';
import { moduleAllows, navGroupLabels, navGroups } from '@shelfsight/contracts';

/** Link values are not given by the spec; they can be set per deployment. */
export const EXTERNAL_LINKS = {
  helpCenter: import.meta.env.VITE_HELP_CENTER_URL ?? 'https://help.shelfsight.com/',
  pricing: import.meta.env.VITE_PRICING_URL ?? 'https://shelfsight.com/pricing/',
};

/** Tiles no feature package owns: the external Pricing and Help center links. */
export const appNavItems: readonly NavItem[] = [
  {
    key: 'pricing',
    label: 'Pricing',
    icon: 'pricing',
    to: EXTERNAL_LINKS.pricing,
    external: true,
    access: 'admin-no-custom-pricing',
    order: 90,
  },
  {
    key: 'help',
    label: 'Help center',
    icon: 'help',
    to: EXTERNAL_LINKS.helpCenter,
    external: true,
    access: 'signed-in',
    order: 100,
  },
];

/** Who sees a tile (spec 1 §2 notes, §6). */
export function navAccessAllows(access: NavAccess, scopes: Scopes): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'admin':
      return scopes.admin === true;
    case 'admin-no-custom-pricing':
      return scopes.admin === true && scopes['no-custom-pricing'] === true;
    case 'admin-or-product-manager':
      return scopes['admin-or-product-manager'] === true;
    case 'admin-or-system-admin':
      return scopes.admin === true || scopes['system-admin'] === true;
    case 'system-admin':
      return scopes['system-admin'] === true;
  }
}

export interface NavigationTile {
  key: string;
  label: string;
  icon: NavIcon;
  /** An in-app route, or an external address opened in a new tab. */
  to: string;
  external: boolean;
  /** Screens opened from this tile's screen; the tile stays highlighted there. */
  subScreens: readonly string[];
}

export type NavigationEntry =
  ({ kind: 'tile' } & NavigationTile) | { kind: 'group'; key: NavGroup; label: string; tiles: NavigationTile[] };

const toTile = (item: NavItem): NavigationTile => ({
  key: item.key,
  label: item.label,
  icon: item.icon,
  to: item.to,
  external: item.external === true,
  subScreens: item.subScreens ?? [],
});

/**
 * The side menu for a signed-in user: tiles their scopes and their customer's modules allow, and in-app tiles only
 * for screens the router actually has, so a menu never leads to a 404. Ungrouped screens (Home) come first, then the
 * groups in their fixed order (empty ones left out), then the external links.
 */
export function buildNavigation(
  items: readonly NavItem[],
  scopes: Scopes,
  routePaths: ReadonlySet<string>,
): NavigationEntry[] {
  const visible = items
    .filter(
      (item) =>
        navAccessAllows(item.access, scopes) &&
        moduleAllows(item.module, scopes) &&
        (item.external === true || routePaths.has(item.to)),
    )
    .sort((a, b) => a.order - b.order);
  const ungrouped = (external: boolean) =>
    visible
      .filter((item) => item.group === undefined && (item.external === true) === external)
      .map((item) => ({ kind: 'tile' as const, ...toTile(item) }));
  const groups = navGroups.flatMap((group): NavigationEntry[] => {
    const tiles = visible.filter((item) => item.group === group).map(toTile);
    return tiles.length > 0 ? [{ kind: 'group', key: group, label: navGroupLabels[group], tiles }] : [];
  });
  return [...ungrouped(false), ...groups, ...ungrouped(true)];
}

export const tilesOf = (entries: readonly NavigationEntry[]): NavigationTile[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? entry.tiles : [entry]));

/**
 * The tile to highlight at `pathname`: its own screen or one of its sub-screens, else the longest in-app
 * path that prefixes the location (so '/' is not selected on every screen).
 */
export function activeTile(entries: readonly NavigationEntry[], pathname: string): NavigationTile | undefined {
  const tiles = tilesOf(entries).filter((tile) => !tile.external);
  const exact = tiles.find((tile) => tile.to === pathname || tile.subScreens.includes(pathname));
  if (exact) return exact;
  return tiles
    .filter((tile) => tile.to !== '/' && pathname.startsWith(tile.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
