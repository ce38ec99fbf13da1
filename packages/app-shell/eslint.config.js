import { createConfig } from '@shelfsight/tooling-eslint';

// Not a feature, yet it frames every screen with auth's sign-in and guards, so it lints as the app does.
export default createConfig({ kind: 'app' });
