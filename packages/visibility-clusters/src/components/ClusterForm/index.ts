export * from './ClusterForm';
