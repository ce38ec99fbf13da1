import { defineConfig } from 'vite';
import { featureDevConfig } from './featureDevConfig';

// The one config of every dev shell: package scripts run in their package's folder, which names the feature.
export default defineConfig(featureDevConfig(process.cwd()));
