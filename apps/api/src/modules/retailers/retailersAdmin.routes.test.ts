import {
  type AdminRetailer,
  type CustomerRetailer,
  retailersAdminMessages,
  type RetailerWrite,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/market/seedCatalogue';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
const call = apiCaller(() => t.app);
const sysadmin = 'sysadmin@shelfsight.test';

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.app.db);
  ({ acme } = await demoCustomers(t.app));
});
afterAll(async () => {
  await t.close();
});

const bol: RetailerWrite = {
  name: 'bol-nl-test',
  displayName: 'bol.com',
  logoUrl: 'https://cdn.example.com/logos/bol.png',
  countryCode: 'de',
  siteRootUrl: 'https://www.bol.com',
  keywordUrl: 'https://www.bol.com/nl/s/?searchtext={keyword}',
  allowSearchKeywords: true,
  allowSearchCategories: false,
  allowConfigOtherRankings: false,
  categoryTemplateType: 'PATH',
  categoryInputTemplate: '',
  maxVisibilityTrackingEntitiesAllowed: 40,
};

describe('retailers (system admins)', () => {
  it('creates, reads, lists and updates a retailer with its settings and country', async () => {
    const created = await call(sysadmin, 'POST', '/api/retailers', bol);
    expect(created.statusCode).toBe(201);
    const retailer = created.json<AdminRetailer>();
    expect(retailer).toMatchObject({
      name: 'bol-nl-test',
      countryCode: 'DE',
      countryName: 'Germany',
      customerCount: 0,
      retailerSettings: { retailerId: retailer.id, allowSearchCategories: false, categoryInputTemplate: null },
    });
    const read = await call(sysadmin, 'GET', `/api/retailers/${retailer.id}`);
    expect(read.json()).toEqual(retailer);
    const listed = await call(sysadmin, 'GET', '/api/retailers');
    const names = listed.json<AdminRetailer[]>().map((row) => row.displayName);
    expect(names).toContain('bol.com');
    // The database orders by code point, as a plain sort does.
    expect(names).toEqual([...names].sort());
    const updated = await call(sysadmin, 'PUT', `/api/retailers/${retailer.id}`, { ...bol, displayName: 'Bol' });
    expect(updated.json<AdminRetailer>().displayName).toBe('Bol');
  });

  it('answers 400 naming the field, 404 for an unknown retailer', async () => {
    const unknownCountry = await call(sysadmin, 'POST', '/api/retailers', { ...bol, name: 'x', countryCode: 'XX' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().fields).toEqual({ countryCode: retailersAdminMessages.unknownCountry });
    const badUrl = await call(sysadmin, 'POST', '/api/retailers', { ...bol, name: 'y', siteRootUrl: 'javascript:1' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().fields).toHaveProperty('siteRootUrl');
    const taken = await call(sysadmin, 'POST', '/api/retailers', bol);
    expect(taken.json().fields).toEqual({ name: retailersAdminMessages.nameTaken });
    expect((await call(sysadmin, 'GET', '/api/retailers/999999')).statusCode).toBe(404);
    expect((await call(sysadmin, 'GET', '/api/retailers/abc')).statusCode).toBe(400);
  });

  it('refuses everyone but system admins with 403', async () => {
    expect((await call('admin@acme.test', 'GET', '/api/retailers')).statusCode).toBe(403);
    expect((await call('admin@acme.test', 'POST', '/api/retailers', { ...bol, name: 'z' })).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', '/api/countries')).statusCode).toBe(403);
  });

  it('shows a retailer change at once in customerRetailers of a customer tracking it', async () => {
    const retailer = (
      await call(sysadmin, 'POST', '/api/retailers', { ...bol, name: 'shown-at-once' })
    ).json<AdminRetailer>();
    expect(
      (await call('admin@acme.test', 'POST', 'retailer-configuration', { retailerId: retailer.id })).statusCode,
    ).toBe(201);
    await call(sysadmin, 'PUT', `/api/retailers/${retailer.id}`, {
      ...bol,
      name: 'shown-at-once',
      displayName: 'Renamed retailer',
      allowSearchCategories: true,
    });
    const tracked = (await call('analyst@acme.test', 'GET', 'retailers', undefined, acme)).json<CustomerRetailer[]>();
    expect(tracked.find((row) => row.id === retailer.id)).toMatchObject({
      displayName: 'Renamed retailer',
      retailerSettings: { allowSearchCategories: true },
    });
  });
});
