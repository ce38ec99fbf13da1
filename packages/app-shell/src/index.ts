export { bootstrap, type BootstrapOptions } from './bootstrap';
export {
  appRouterSetup,
  buildRoutes,
  createAppRouter,
  discoverFeatureRoutes,
  type AppRouter,
  type PrepareFeature,
} from './router';
export { createAppStore, injectFeatureSlices, injectStartupSlices } from './store';
export { setShellFeatures, type ShellFeatures } from './shellFeatures';
export { featureNavigation, type FeatureNavigation } from './navigation/appRoutePaths';
export { buildNavigation, tilesOf, type NavigationEntry, type NavigationTile } from './navigation/navigationTiles';
export { renderApp } from './renderApp';
export { AppSlots, type AppSlotsProps } from './slots';
export { shellSlotRegistry } from './shellFeatures';
