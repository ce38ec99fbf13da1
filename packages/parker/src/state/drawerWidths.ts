/** Drawer widths of spec 3 §2.6 (and §9). */
export const PARKER_DRAWER_WIDTH = 400;
export const PARKER_DRAWER_MAXIMISED_WIDTH = 2000;

/** The `parker` overlay's value while the drawer is maximised (`?parker=maximised`); any other value opens it 400 wide. */
export const PARKER_MAXIMISED = 'maximised';

/** The open drawer's width for the address's `parker` value. */
export const parkerDrawerWidth = (value: string | null): number =>
  value === PARKER_MAXIMISED ? PARKER_DRAWER_MAXIMISED_WIDTH : PARKER_DRAWER_WIDTH;
