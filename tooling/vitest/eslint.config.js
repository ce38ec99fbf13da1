import { createConfig } from '@shelfsight/tooling-eslint';

export default createConfig({ kind: 'node' });
