import { productDetailsParams, type ProductDetailsRequest } from './routes';
import { taskDialogParams } from './tasks';

/*
 * Cross-feature UI, named here so that features contribute to each other's screens without importing each other
 * (as Backstage binds plugins' extensions): a feature lists contributions to named slots and overlays opened by a
 * search parameter, and the app binds them. This file is React-free; the component half of a contribution (its
 * lazily loaded component) is typed in api-client's `AppFeature`, from the shapes below.
 */

/** What the product details were opened on, with the product id as the address carries it. */
export type ProductDetailsContext = ProductDetailsRequest & { productDummyId: string };

/** What a contribution's component receives, slot by slot. */
export interface SlotProps {
  /** A piece of the main layout's header (data freshness, the notification bell). */
  'header.items': Record<string, never>;
  /** A tab of the product details dialog: the product and period the details were opened on. */
  'productDetails.tabs': ProductDetailsContext;
  /** An action offered on a product (its cell, card or details dialog). */
  'product.actions': { productDummyId: string };
  /**
   * An action on a product's images, offered as a button in the product details' images & videos dialog (the
   * reference images' editor, spec 3 §2.1). The component mounts when its button is pressed and carries it out.
   */
  'productMedia.actions': { productDummyId: string };
  /** An action on a widget's card on a dashboard. */
  'widgetCard.actions': { widgetId: number; dashboardId: number };
  /**
   * A piece the main layout keeps mounted on every signed-in screen without a place of its own: it watches
   * something in the background and may open a dialog (the product list processing poll, spec 3 §4.3).
   */
  'layout.background': Record<string, never>;
}

/** The plain data a contribution carries beside its component, slot by slot (read without loading the component). */
export interface SlotFields {
  'header.items': Record<never, never>;
  /** `label` is the tab's title; the contribution's id is its `productTab` value in the address. */
  'productDetails.tabs': { label: string };
  'product.actions': { label: string };
  /** `label` is the button's text ('Edit reference images'). */
  'productMedia.actions': { label: string };
  'widgetCard.actions': { label: string };
  'layout.background': Record<never, never>;
}

export type SlotName = keyof SlotProps & keyof SlotFields;

/** Every slot, in no particular order. */
export const slotNames = [
  'header.items',
  'productDetails.tabs',
  'product.actions',
  'productMedia.actions',
  'widgetCard.actions',
  'layout.background',
] as const satisfies readonly SlotName[];

/**
 * Global dialogs and drawers the main layout mounts: each is open while its `opensOn` search parameter is in the
 * address, and closing it removes all of its `params`. One feature provides each (see `AppFeature.overlays`).
 */
export const overlays = {
  productDetails: {
    opensOn: productDetailsParams.product,
    params: Object.values(productDetailsParams),
  },
  /** A task's dialog, or the create dialog (\`?task=new\`), spec 3 §2.5. */
  taskDetails: {
    opensOn: taskDialogParams.task,
    params: Object.values(taskDialogParams),
  },
  /** Parker's chat drawer (spec 3 §2.6): `?parker=open` (`?parker=maximised` 2000 wide), so it survives a reload. */
  parker: { opensOn: 'parker', params: ['parker'] },
} as const satisfies Record<string, { opensOn: string; params: readonly string[] }>;

export type OverlayId = keyof typeof overlays;

export const overlayIds = Object.keys(overlays) as OverlayId[];

/** Whether the address opens the overlay (its parameter is present and not empty). */
export const isOverlayOpen = (id: OverlayId, search: URLSearchParams): boolean =>
  (search.get(overlays[id].opensOn) ?? '') !== '';

/** `search` without the overlay's parameters: the address with the overlay closed. */
export function withoutOverlay(id: OverlayId, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of overlays[id].params) next.delete(name);
  return next;
}
