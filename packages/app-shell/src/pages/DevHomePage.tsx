import { authFeature } from '@shelfsight/auth';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { collectRoutePaths } from '../navigation/routePaths';
import { startupFeatures } from '../shellFeatures';
import { DEV_HOME_ID } from './devHomeId';

/** Screens one can open by address alone: paths without parameters or wildcards. */
function screensOf(features: ReturnType<typeof startupFeatures>): string[] {
  const own = features.filter((feature) => feature.id !== authFeature.id && feature.id !== DEV_HOME_ID);
  const paths = collectRoutePaths(own.flatMap((feature) => feature.routes));
  return [...paths].filter((path) => path.startsWith('/') && !/[:*]/.test(path));
}

/** The dev shell's home: where sign-in lands, with a way to each screen of the feature under development. */
export function DevHomePage() {
  const screens = screensOf(startupFeatures());
  return (
    <Card title="Dev shell">
      <Typography.Paragraph>The screens of the feature under development:</Typography.Paragraph>
      <ul>
        {screens.map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export { DevHomePage as Component };
