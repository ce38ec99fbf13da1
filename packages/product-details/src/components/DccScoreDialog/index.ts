export * from './DccScoreDialog';
