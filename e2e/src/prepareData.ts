// `pnpm --filter @shelfsight/e2e prepare-data`: fills E2E_PREPARED_DATA_DIR for the suite's server (support/server.ts).
import { prepareDataDir } from './support/server';

await prepareDataDir();
