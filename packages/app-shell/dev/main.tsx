import { createDevApp } from '../src/devApp';

// Auth is in every shell, so the shell with no other feature is auth's dev shell.
createDevApp({ features: [] });
