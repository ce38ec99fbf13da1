import { activeModulesMessages, type ActiveModule } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const sysadmin = 'sysadmin@shelfsight.test';
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([sysadmin, admin, analyst]));
});
afterAll(async () => {
  await t.close();
});

const url = (customerId: number) => `/api/customer/${customerId}/active-modules`;
const call = apiCaller(() => t.app);
const read = (customerId: number, user: string) => call(user, 'GET', url(customerId));
const write = (customerId: number, user: string, payload: object) => call(user, 'PUT', url(customerId), payload);

describe('active modules', () => {
  it('has image similarity on for every retailer of Acme Retail in the demo, none for Brandco', async () => {
    expect((await read(acme, analyst)).json()).toEqual([{ module: 'image-similarity', retailerId: null }]);
    expect((await read(brandco, admin)).json()).toEqual([]);
  });

  it('lets a system admin switch a module to single retailers, and off', async () => {
    const [first, second] = fixture.retailers;
    if (!first || !second) throw new Error('the fixture has two retailers');
    const perRetailer = await write(acme, sysadmin, {
      modules: [
        { module: 'image-similarity', retailerId: second.id },
        { module: 'image-similarity', retailerId: first.id },
        { module: 'image-similarity', retailerId: first.id },
      ],
    });
    expect(perRetailer.statusCode).toBe(200);
    const expected: ActiveModule[] = [first.id, second.id]
      .sort((a, b) => a - b)
      .map((retailerId) => ({ module: 'image-similarity', retailerId }));
    expect(perRetailer.json()).toEqual(expected);
    expect((await read(acme, analyst)).json()).toEqual(expected);
    // On everywhere: the single-retailer entries of the module go.
    const everywhere = await write(acme, sysadmin, {
      modules: [
        { module: 'image-similarity', retailerId: null },
        { module: 'image-similarity', retailerId: first.id },
      ],
    });
    expect(everywhere.json()).toEqual([{ module: 'image-similarity', retailerId: null }]);
    expect((await write(acme, sysadmin, { modules: [] })).json()).toEqual([]);
    expect((await read(acme, analyst)).json()).toEqual([]);
    await write(acme, sysadmin, { modules: [{ module: 'image-similarity', retailerId: null }] });
  });

  it('refuses customer admins and members: modules are switched by system admins only', async () => {
    const response = await write(acme, admin, { modules: [] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(activeModulesMessages.systemAdminsOnly);
    expect((await write(acme, analyst, { modules: [] })).statusCode).toBe(403);
    expect((await read(acme, analyst)).json()).toEqual([{ module: 'image-similarity', retailerId: null }]);
  });

  it('names the bad field: an unknown module, a retailer the customer does not track, no list', async () => {
    const unknown = await write(acme, sysadmin, { modules: [{ module: 'teleport', retailerId: null }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(['modules.0.module']);
    const untracked = await write(acme, sysadmin, {
      modules: [
        { module: 'image-similarity', retailerId: null },
        { module: 'image-similarity', retailerId: 999_999 },
      ],
    });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().fields).toEqual({ 'modules.1.retailerId': activeModulesMessages.untrackedRetailer });
    const missing = await write(acme, sysadmin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('modules');
    expect((await read(acme, analyst)).json()).toEqual([{ module: 'image-similarity', retailerId: null }]);
  });

  it("refuses another tenant's modules with 403", async () => {
    expect((await read(brandco, analyst)).statusCode).toBe(403);
    expect((await write(brandco, analyst, { modules: [] })).statusCode).toBe(403);
  });
});
