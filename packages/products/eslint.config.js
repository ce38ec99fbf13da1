import { createConfig } from '@shelfsight/tooling-eslint';

export default createConfig({ kind: 'feature', name: 'products' });
