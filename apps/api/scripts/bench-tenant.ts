// `pnpm bench:tenant`: builds the bench tenant into BENCH_DATA_DIR (required) for the benchmarks that reuse it
// (bench:widgets, bench:dashboard, bench:product-details), or says that the one there is still current.
import { freePort } from './benchSupport';
import { benchTenant } from './benchTenant';

async function main() {
  if (!process.env.BENCH_DATA_DIR) throw new Error('Set BENCH_DATA_DIR=<dir> to say where the bench tenant is kept.');
  const { dataDir, customerId } = await benchTenant(await freePort());
  console.log(`Bench tenant (customer ${customerId}) ready in ${dataDir}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
