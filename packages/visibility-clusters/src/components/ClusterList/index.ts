export * from './ClusterList';
