import {
  type AdminRetailer,
  type CustomerRetailer,
  type RetailerConfiguration,
  type RetailerSettings,
  type RetailerWrite,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/market/seedCatalogue';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let brandco = 0;
let retailerId = 0;
const call = apiCaller(() => t.app);
const admin = 'admin@acme.test';

const coolblue: RetailerWrite = {
  name: 'coolblue-test',
  displayName: 'Coolblue',
  logoUrl: null,
  countryCode: 'DE',
  siteRootUrl: 'https://www.coolblue.de',
  keywordUrl: 'https://www.coolblue.de/suche?query={keyword}',
  allowSearchKeywords: true,
  allowSearchCategories: true,
  allowConfigOtherRankings: false,
  categoryTemplateType: null,
  categoryInputTemplate: null,
  maxVisibilityTrackingEntitiesAllowed: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.app.db);
  ({ brandco } = await demoCustomers(t.app));
  const created = await call('sysadmin@shelfsight.test', 'POST', '/api/retailers', coolblue);
  retailerId = created.json<AdminRetailer>().id;
});
afterAll(async () => {
  await t.close();
});

const configuration = async () => (await call(admin, 'GET', 'retailer-configuration')).json<RetailerConfiguration>();

describe('retailer configuration (customer admins)', () => {
  it('adds a retailer, overrides its settings and shows them in customerRetailers and retailer-settings', async () => {
    expect((await configuration()).available.map((row) => row.id)).toContain(retailerId);
    const added = await call(admin, 'POST', 'retailer-configuration', { retailerId });
    expect(added.statusCode).toBe(201);
    const entry = added.json<RetailerConfiguration>().tracked.find((row) => row.retailerId === retailerId);
    expect(entry).toMatchObject({ module: 'none', isActive: true, maxVisibilityTrackingEntitiesAllowed: 50 });

    const patched = await call(admin, 'PATCH', `retailer-configuration/${retailerId}`, {
      module: 'ism',
      maxVisibilityTrackingEntitiesAllowed: 120,
      overrides: { allowSearchKeywords: false, keywordUrl: 'https://www.coolblue.de/zoeken?q={keyword}' },
    });
    expect(patched.statusCode).toBe(200);
    const after = patched.json<RetailerConfiguration>().tracked.find((row) => row.retailerId === retailerId);
    expect(after).toMatchObject({
      module: 'ism',
      maxVisibilityTrackingEntitiesAllowed: 120,
      maxVisibilityTrackingEntitiesOverride: 120,
      retailerSettings: { allowSearchKeywords: false, allowSearchCategories: true },
    });

    const tracked = (await call('analyst@acme.test', 'GET', 'retailers')).json<CustomerRetailer[]>();
    expect(tracked.find((row) => row.id === retailerId)).toMatchObject({
      maxVisibilityTrackingEntitiesAllowed: 120,
      retailerSettings: { allowSearchKeywords: false, keywordUrl: 'https://www.coolblue.de/zoeken?q={keyword}' },
    });
    const settings = (await call('analyst@acme.test', 'GET', 'retailer-settings')).json<RetailerSettings[]>();
    expect(settings.find((row) => row.retailerId === retailerId)?.allowSearchKeywords).toBe(false);

    // Sending overrides replaces them: the left-out keys fall back to the retailer's own.
    await call(admin, 'PATCH', `retailer-configuration/${retailerId}`, {
      overrides: {},
      maxVisibilityTrackingEntitiesAllowed: null,
    });
    const reset = (await configuration()).tracked.find((row) => row.retailerId === retailerId);
    expect(reset?.retailerSettings.allowSearchKeywords).toBe(true);
    expect(reset?.maxVisibilityTrackingEntitiesAllowed).toBe(50);
  });

  it('hides an inactive retailer from customerRetailers and removes it', async () => {
    await call(admin, 'PATCH', `retailer-configuration/${retailerId}`, { isActive: false });
    const tracked = (await call(admin, 'GET', 'retailers')).json<CustomerRetailer[]>();
    expect(tracked.map((row) => row.id)).not.toContain(retailerId);
    expect((await call(admin, 'DELETE', `retailer-configuration/${retailerId}`)).statusCode).toBe(204);
    expect((await configuration()).tracked.map((row) => row.retailerId)).not.toContain(retailerId);
    expect((await call(admin, 'DELETE', `retailer-configuration/${retailerId}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const badModule = await call(admin, 'PATCH', `retailer-configuration/${retailerId}`, { module: 'full' });
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json().fields).toHaveProperty('module');
    const badLimit = await call(admin, 'PATCH', `retailer-configuration/${retailerId}`, {
      maxVisibilityTrackingEntitiesAllowed: -1,
    });
    expect(badLimit.json().fields).toHaveProperty('maxVisibilityTrackingEntitiesAllowed');
    const unknown = await call(admin, 'POST', 'retailer-configuration', { retailerId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('retailerId');
  });

  it('refuses another tenant, non-admins and read-only users with 403', async () => {
    expect((await call('analyst@acme.test', 'GET', 'retailer-configuration', undefined, brandco)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', 'retailer-settings', undefined, brandco)).statusCode).toBe(403);
    expect((await call(admin, 'POST', 'retailer-configuration', { retailerId }, brandco)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', 'retailer-configuration')).statusCode).toBe(403);
    expect((await call('pm@acme.test', 'POST', 'retailer-configuration', { retailerId })).statusCode).toBe(403);
    expect(
      (await call('readonly@acme.test', 'PATCH', `retailer-configuration/${retailerId}`, { isActive: true }))
        .statusCode,
    ).toBe(403);
  });
});
