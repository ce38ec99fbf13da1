export * from './ReviewsDialog';
