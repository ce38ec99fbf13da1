import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from './index.js';

const folders = [];

/** Writes a package's files into a fresh folder (with a package.json unless given one) and returns the folder. */
function writePackage(files) {
  const root = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
  folders.push(root);
  for (const [path, text] of Object.entries({ 'package.json': '{ "type": "module" }', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Lints the package with the shared config; each file's circle messages, by path within the package. */
async function circlesIn(root) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig({ kind: 'node' }) });
  const results = await eslint.lintFiles(['**/*.ts']);
  const circles = {};
  for (const result of results) {
    const otherProblems = result.messages.filter((message) => message.ruleId !== 'shelfsight/no-import-cycle');
    expect(otherProblems).toEqual([]);
    const found = result.messages.filter((message) => message.ruleId === 'shelfsight/no-import-cycle');
    if (found.length > 0) circles[result.filePath.slice(root.length + 1)] = found.map((message) => message.message);
  }
  return circles;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('shelfsight/no-import-cycle in the shared config', () => {
  it('finds two files that import only each other’s types', async () => {
    const root = writePackage({
      'src/order.ts': "import type { Customer } from './customer';\nexport interface Order { customer: Customer }\n",
      'src/customer.ts': "import type { Order } from './order';\nexport interface Customer { orders: Order[] }\n",
    });

    const circles = await circlesIn(root);

    expect(Object.keys(circles).sort()).toEqual(['src/customer.ts', 'src/order.ts']);
    expect(circles['src/order.ts']).toEqual([expect.stringContaining('src/order.ts → src/customer.ts → src/order.ts')]);
  });

  it('follows type re-exports and dynamic imports around a longer circle', async () => {
    const root = writePackage({
      'src/a.ts': "export async function loadB() {\n  return import('./b');\n}\n",
      'src/b.ts': "export type { C } from './c';\n",
      'src/c.ts': "import type { loadB } from './a';\nexport type C = typeof loadB;\n",
    });

    const circles = await circlesIn(root);

    expect(circles['src/a.ts']).toEqual([expect.stringContaining('src/a.ts → src/b.ts → src/c.ts → src/a.ts')]);
    expect(Object.keys(circles).sort()).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts']);
  });

  it('accepts two files sharing types through a third that imports neither', async () => {
    const root = writePackage({
      'src/types.ts': 'export interface Customer { id: number }\nexport interface Order { customerId: number }\n',
      'src/order.ts':
        "import type { Customer, Order } from './types';\nexport const ownerOf = (o: Order, c: Customer) => o.customerId === c.id;\n",
      'src/customer.ts':
        "import type { Customer } from './types';\nimport { ownerOf } from './order';\nexport const owns = (c: Customer) => ownerOf({ customerId: 1 }, c);\n",
    });

    expect(await circlesIn(root)).toEqual({});
  });

  it('does not follow imports into another package', async () => {
    const root = writePackage({
      'app/package.json': '{ "type": "module" }',
      'app/index.ts': "import type { Shared } from '../lib/index';\nexport type App = Shared;\n",
      'lib/package.json': '{ "type": "module" }',
      'lib/index.ts': "import type { App } from '../app/index';\nexport type Shared = { app?: App };\n",
    });

    // The circle runs through two packages, not within one: each package's lint sees only its own files.
    expect(await circlesIn(root)).toEqual({});
  });
});
