import type { Scopes } from '@shelfsight/contracts';
import { clientRoutes } from '@shelfsight/contracts';

export type TileIcon = 'home' | 'dashboards' | 'profile' | 'productSelection' | 'products' | 'users' | 'pricing' | 'help';

export interface NavigationTile {
  key: string;
  label: string;
  icon: TileIcon;
  /** An in-app route, or an external address opened in a new tab. */
  to: string;
  external: boolean;
}

/** Link values are not given by the spec; they can be set per deployment. */
export const EXTERNAL_LINKS = {
  helpCenter: import.meta.env.VITE_HELP_CENTER_URL ?? 'https://help.shelfsight.com/',
  pricing: import.meta.env.VITE_PRICING_URL ?? 'https://shelfsight.com/pricing/',
};

interface TileRule extends NavigationTile {
  /** Who may see the tile (spec 1 §2 notes, §6). */
  allowed(scopes: Scopes): boolean;
}

const everyone = () => true;
const adminWithoutCustomPricing = (scopes: Scopes) => scopes.admin === true && scopes['no-custom-pricing'] === true;

const rules: TileRule[] = [
  { key: 'home', label: 'Home', icon: 'home', to: clientRoutes.home, external: false, allowed: everyone },
  { key: 'dashboards', label: 'Dashboards', icon: 'dashboards', to: clientRoutes.dashboards, external: false, allowed: everyone },
  {
    key: 'product-selection',
    label: 'Product selection',
    icon: 'productSelection',
    to: clientRoutes.productSelection,
    external: false,
    allowed: adminWithoutCustomPricing,
  },
  {
    key: 'products',
    label: 'Products',
    icon: 'products',
    to: clientRoutes.productsAdmin,
    external: false,
    allowed: (scopes) => scopes['admin-or-product-manager'] === true,
  },
  {
    key: 'user-management',
    label: 'Users and roles',
    icon: 'users',
    to: clientRoutes.userManagement,
    external: false,
    allowed: (scopes) => scopes.admin === true || scopes['system-admin'] === true,
  },
  { key: 'profile', label: 'My profile', icon: 'profile', to: clientRoutes.profile, external: false, allowed: everyone },
  {
    key: 'pricing',
    label: 'Pricing',
    icon: 'pricing',
    to: EXTERNAL_LINKS.pricing,
    external: true,
    allowed: adminWithoutCustomPricing,
  },
  { key: 'help', label: 'Help center', icon: 'help', to: EXTERNAL_LINKS.helpCenter, external: true, allowed: everyone },
];

/**
 * The side menu for a signed-in user: tiles their scopes allow, and in-app tiles only for screens the
 * router actually has, so a menu never leads to a 404.
 */
export function buildNavigationTiles(scopes: Scopes, routePaths: ReadonlySet<string>): NavigationTile[] {
  return rules
    .filter((rule) => rule.allowed(scopes) && (rule.external || routePaths.has(rule.to)))
    .map(({ allowed: _allowed, ...tile }) => tile);
}
