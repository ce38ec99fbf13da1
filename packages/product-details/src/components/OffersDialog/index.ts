export * from './OffersDialog';
export * from './SellerDetailsDialog';
