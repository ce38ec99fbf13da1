/** Drawer widths of spec 3 §2.6 (and §9). */
export const PARKER_DRAWER_WIDTH = 400;
export const PARKER_DRAWER_MAXIMISED_WIDTH = 2000;
