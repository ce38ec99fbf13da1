// `pnpm bench:tenant`: builds the bench tenant into BENCH_DATA_DIR (required) for the benchmarks that reuse it
// (bench:widgets, bench:dashboard, bench:product-details), or says that the one there is still current.
// --scale N multiplies the products (benchWidgetsData.ts); the benches that reuse the tenant take the same N.
// Scale 1 (36.5 M daily rows) takes about 6 minutes of CPU, 2 GB of disk and 12 GB of memory at its peak; the
// ten-times tenant (365 M) about an hour and 18 GB of disk, with DuckDB's default memory limit (docs/performance.md).
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
