import type { ProductDetailsRequest } from '@shelfsight/contracts';
import { createContext, useContext, type ReactNode } from 'react';

// Declared in contracts beside the search parameters the app writes it to (`productDetailsParams`).
export type { ProductDetailsRequest };

export type ProductDetailsOpener = (request: ProductDetailsRequest) => void;

const ProductDetailsOpenerContext = createContext<ProductDetailsOpener | null>(null);

export interface ProductDetailsOpenerProviderProps {
  /** Opens the product details; the app binds the feature that draws them. */
  opener: ProductDetailsOpener | null;
  children: ReactNode;
}

/**
 * Lets any screen offer 'View product details' without importing the feature that shows them: the app
 * binds the opener here (its main layout writes the request into the address, which opens the product details
 * overlay), and screens ask `useProductDetailsOpener()`.
 */
export function ProductDetailsOpenerProvider({ opener, children }: ProductDetailsOpenerProviderProps) {
  return <ProductDetailsOpenerContext.Provider value={opener}>{children}</ProductDetailsOpenerContext.Provider>;
}

/** The bound opener, or null when the app offers no product details: then nothing should offer them. */
export function useProductDetailsOpener(): ProductDetailsOpener | null {
  return useContext(ProductDetailsOpenerContext);
}
