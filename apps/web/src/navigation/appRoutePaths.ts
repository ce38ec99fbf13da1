import { discoveredFeatures } from '../discoveredFeatures';
import { startupFeatures } from '../features';
import { collectRoutePaths } from './routePaths';

/** Every screen the features provide; the side menu links only to these. */
export const appRoutePaths: ReadonlySet<string> = collectRoutePaths(
  [...startupFeatures, ...discoveredFeatures].flatMap((feature) => feature.routes),
);
