import { PGlite } from '@electric-sql/pglite';
import { loadModule, parseSync } from 'libpg-query';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SCOPE_PREFIX } from './access/customerScope';
import { distributionOf, readAppTables } from './db/tableDistribution';
import { registeredRoutes } from './test/registeredRoutes';
import { createTestApp, demoCustomers, login, type TestApp } from './test/testApp';

// On a Citus cluster a statement on tenant tables reaches one node only when it names the tenant (customer_id);
// without it, it runs on every node (and, were a guard missing, could read other tenants). So every statement the
// customer-scoped reads send must carry a customer_id condition. The statements are read from the driver (PGlite or
// node-postgres, whichever the suite runs on) and parsed with PostgreSQL's own parser (libpg-query).

type Node = Record<string, unknown>;

/** Every object in a parse tree, depth first. */
function* nodes(tree: unknown): Generator<Node> {
  if (Array.isArray(tree)) for (const item of tree) yield* nodes(item);
  else if (tree && typeof tree === 'object') {
    yield tree as Node;
    for (const value of Object.values(tree)) yield* nodes(value);
  }
}

const isCustomerColumn = (node: unknown) => {
  const fields = ((node as Node | undefined)?.ColumnRef as { fields?: { String?: { sval?: string } }[] } | undefined)
    ?.fields;
  return fields?.at(-1)?.String?.sval === 'customer_id';
};

/**
 * Whether a statement names its tenant: `customer_id = …`, `= ANY(…)` or `IN (…)` in a condition, a join `USING
 * (customer_id)`, or an INSERT that writes customer_id.
 */
function namesTenant(tree: unknown): boolean {
  for (const node of nodes(tree)) {
    const expression = node.A_Expr as
      { kind?: string; name?: { String?: { sval?: string } }[]; lexpr?: unknown; rexpr?: unknown } | undefined;
    if (expression && (isCustomerColumn(expression.lexpr) || isCustomerColumn(expression.rexpr))) {
      const operator = expression.name?.[0]?.String?.sval;
      if (
        expression.kind === 'AEXPR_IN' ||
        (operator === '=' && ['AEXPR_OP', 'AEXPR_OP_ANY'].includes(expression.kind ?? ''))
      )
        return true;
    }
    const join = node.JoinExpr as { usingClause?: { String?: { sval?: string } }[] } | undefined;
    if (join?.usingClause?.some((name) => name.String?.sval === 'customer_id')) return true;
    const insert = node.InsertStmt as { cols?: { ResTarget?: { name?: string } }[] } | undefined;
    if (insert?.cols?.some((column) => column.ResTarget?.name === 'customer_id')) return true;
  }
  return false;
}

/** The tables a statement reads or writes. */
const tablesOf = (tree: unknown) =>
  new Set([...nodes(tree)].flatMap((node) => (typeof node.relname === 'string' ? [node.relname] : [])));

let t: TestApp;
const statements: string[] = [];
let recording = false;
const restores: (() => void)[] = [];

beforeAll(async () => {
  await loadModule();
  t = await createTestApp();
  await t.app.ready();
  const record = (query: unknown) => {
    if (!recording) return;
    if (typeof query === 'string') statements.push(query);
    else if (query && typeof query === 'object' && 'text' in query) statements.push(String(query.text));
  };
  // The drivers' own query methods, wrapped for the file's run (restored after it).
  const prototypes = [
    [PGlite.prototype, 'query'],
    [PGlite.prototype, 'exec'],
    [pg.Client.prototype, 'query'],
  ] as const;
  for (const [prototype, method] of prototypes) {
    const methods = prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[method]!;
    methods[method] = function (this: unknown, ...args: unknown[]) {
      record(args[0]);
      return original.apply(this, args);
    };
    restores.push(() => {
      methods[method] = original;
    });
  }
});
afterAll(async () => {
  for (const restore of restores) restore();
  await t.close();
});

describe('statements on tenant tables', () => {
  it('tells a statement that names its tenant from one that does not', async () => {
    await loadModule();
    const named = [
      'SELECT name FROM products WHERE customer_id = $1 AND id = $2',
      'SELECT p.name FROM products p JOIN brands b USING (customer_id, id) WHERE b.id = 1',
      'SELECT 1 FROM tasks WHERE customer_id = ANY($1)',
      'DELETE FROM tags WHERE customer_id IN (1, 2)',
      'INSERT INTO brands (customer_id, name) VALUES ($1, $2)',
    ];
    const unnamed = [
      'SELECT name FROM products WHERE id = $1',
      'SELECT customer_id, name FROM products',
      'UPDATE tasks SET title = $1 WHERE customer_id > 0',
      'INSERT INTO brands (name) VALUES ($1)',
    ];
    expect(named.map((text) => namesTenant(parseSync(text)))).toEqual(named.map(() => true));
    expect(unnamed.map((text) => namesTenant(parseSync(text)))).toEqual(unnamed.map(() => false));
  });

  it('every read of a customer-scoped screen names the tenant', { timeout: 300_000 }, async () => {
    const { acme } = await demoCustomers(t.app);
    const { token } = await login(t.app, 'admin@acme.test');
    const tenantTables = new Set(
      (await readAppTables(t.app.database))
        .filter((table) => distributionOf(table) === 'tenant')
        .map((table) => table.name),
    );
    // Each GET of the customer scope that needs no other parameter; the notification stream stays open, so not it.
    const routes = registeredRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith(`${CUSTOMER_SCOPE_PREFIX}/`) &&
        !/:(?!customerId)/.test(route.url) &&
        !route.url.endsWith('/stream'),
    );
    expect(routes.length).toBeGreaterThan(40);
    recording = true;
    for (const route of routes) {
      const response = await t.app.inject({
        method: 'GET',
        url: route.url.replace(':customerId', String(acme)),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${route.url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    recording = false;
    const onTenantTables = [...new Set(statements)]
      .map((text) => ({ text, tree: parseSync(text) }))
      .filter(({ tree }) => [...tablesOf(tree)].some((table) => tenantTables.has(table)));
    expect(onTenantTables.length).toBeGreaterThan(20);
    expect(
      onTenantTables.filter(({ tree }) => !namesTenant(tree)).map(({ text }) => text.replace(/\s+/g, ' ')),
    ).toEqual([]);
  });
});
