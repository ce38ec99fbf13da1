import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seedMarketCatalogue } from '../seed/market/seedMarket';
import type { ScaleName } from '../seed/market/scales';
import { createTestApp, type TestApp } from './testApp';

/**
 * A test app with the demo seed and the demo market's catalogue at `scale` (products, retailers and pages, no facts),
 * made before the calling file's tests and closed after them: for the tests of what the demo seeds on top of the
 * catalogue. `acme` is Acme Retail's customer id.
 */
export function catalogueTestApp(scale: ScaleName): { readonly app: FastifyInstance; readonly acme: number } {
  let testApp: TestApp | undefined;
  let acme = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
    const tenants = await seedMarketCatalogue(testApp.app.db, scale);
    acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!.customerId;
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get app() {
      if (!testApp) throw new Error('the catalogue test app is made in beforeAll');
      return testApp.app;
    },
    get acme() {
      return acme;
    },
  };
}
