import { selectScopes, SlotsProvider, useAppSelector, type SlotRegistry } from '@shelfsight/api-client';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import type { ReactNode } from 'react';
import { shellSlotRegistry } from '../shellFeatures';
import { BackgroundHost } from './BackgroundHost';
import { OverlayHost } from './OverlayHost';
import { useAddressProductDetailsOpener } from './useAddressProductDetailsOpener';

export interface AppSlotsProps {
  children: ReactNode;
  /** The page's own (its shell's features) by default; tests bind features of their own. */
  registry?: SlotRegistry;
}

/**
 * Binds the slots for the screens of the main layout: the features' contributions (those needing a module only
 * while the signed-in user's scopes hold it, as the menu's tiles), the product details opener
 * (which writes the address), the overlays the address opens and the pieces kept mounted in the background.
 */
export function AppSlots({ children, registry = shellSlotRegistry() }: AppSlotsProps) {
  const openProductDetails = useAddressProductDetailsOpener();
  const scopes = useAppSelector(selectScopes);
  return (
    <SlotsProvider registry={registry} scopes={scopes}>
      <ProductDetailsOpenerProvider opener={openProductDetails}>
        {children}
        <OverlayHost />
        <BackgroundHost />
      </ProductDetailsOpenerProvider>
    </SlotsProvider>
  );
}
