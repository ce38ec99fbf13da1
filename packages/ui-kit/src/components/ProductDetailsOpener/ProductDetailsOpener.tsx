import { createContext, useContext, type ReactNode } from 'react';

/** What the product details need from the place a product was picked (spec 3 §4.1). */
export interface ProductDetailsRequest {
  productDummyId: string | number;
  /** The days the widget drew, so the details open on the same period. */
  dateFrom?: string;
  dateTo?: string;
  /** The saved widget the product was picked from. */
  widgetId?: number;
}

export type ProductDetailsOpener = (request: ProductDetailsRequest) => void;

const ProductDetailsOpenerContext = createContext<ProductDetailsOpener | null>(null);

export interface ProductDetailsOpenerProviderProps {
  /** Opens the product details; the app binds the feature that draws them. */
  opener: ProductDetailsOpener | null;
  children: ReactNode;
}

/**
 * Lets any screen offer 'View product details' without importing the feature that shows them: the app
 * binds the opener here, and screens ask `useProductDetailsOpener()`.
 */
export function ProductDetailsOpenerProvider({ opener, children }: ProductDetailsOpenerProviderProps) {
  return <ProductDetailsOpenerContext.Provider value={opener}>{children}</ProductDetailsOpenerContext.Provider>;
}

/** The bound opener, or null when the app offers no product details: then nothing should offer them. */
export function useProductDetailsOpener(): ProductDetailsOpener | null {
  return useContext(ProductDetailsOpenerContext);
}
