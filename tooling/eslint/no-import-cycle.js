// `no-import-cycle`: no file of a package reaches itself again through the package's own imports.
// Every import counts: `import type`, `export ... from`, `import()` and `typeof import()` alike. A circle made only
// of type imports vanishes at runtime, yet it still ties the files together so neither can be read (or moved)
// without the other; import-x's `no-cycle` skips type-only imports with no option to count them, hence this rule.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import tseslint from 'typescript-eslint';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** TypeScript's convention: `./x.js` in a specifier names the source `./x.ts`. */
const sourceForOutputExtension = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** A relative specifier resolved like the tsconfig's `Bundler` resolution; null for non-source files (CSS, JSON). */
function resolveRelative(fromFile, specifier) {
  const target = join(dirname(fromFile), specifier);
  const candidates = [target];
  for (const [output, sources] of Object.entries(sourceForOutputExtension)) {
    if (target.endsWith(output)) {
      candidates.push(...sources.map((source) => target.slice(0, -output.length) + source));
    }
  }
  candidates.push(...sourceExtensions.map((extension) => target + extension));
  candidates.push(...sourceExtensions.map((extension) => join(target, `index${extension}`)));
  const found = candidates.find(isFile);
  return found && sourceExtensions.some((extension) => found.endsWith(extension)) ? found : null;
}

/** The package a file belongs to: the nearest folder above it with a package.json. */
const packageRootCache = new Map();
function packageRootOf(file) {
  const folder = dirname(file);
  if (!packageRootCache.has(folder)) {
    let root = folder;
    while (!existsSync(join(root, 'package.json')) && dirname(root) !== root) root = dirname(root);
    packageRootCache.set(folder, root);
  }
  return packageRootCache.get(folder);
}

const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.';

/** The string literal a module-referencing node names, or null (e.g. `import(someVariable)`). */
function specifierOf(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source : null;
    case 'TSImportEqualsDeclaration':
      return node.moduleReference.type === 'TSExternalModuleReference' ? node.moduleReference.expression : null;
    case 'TSImportType': {
      const argument = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument : null;
    }
    default:
      return null;
  }
}

const moduleReferenceTypes = [
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportEqualsDeclaration',
  'TSImportType',
];

/** Files a file imports inside its own package, read from disk; cached by modification time for the run. */
const importsCache = new Map();
function importsOf(file, packageRoot) {
  const modified = statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached?.modified === modified) return cached.imports;
  const imports = new Set();
  try {
    const { ast, visitorKeys } = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), {
      filePath: file,
      jsx: file.endsWith('x'),
      range: false,
      loc: false,
    });
    const visit = (node) => {
      const specifier = specifierOf(node);
      if (specifier && isRelative(specifier.value)) {
        const target = resolveRelative(file, specifier.value);
        if (target && target.startsWith(packageRoot + sep)) imports.add(target);
      }
      for (const key of visitorKeys[node.type] ?? []) {
        const child = node[key];
        for (const item of Array.isArray(child) ? child : [child]) {
          if (item && typeof item.type === 'string') visit(item);
        }
      }
    };
    visit(ast);
  } catch {
    // A file that does not parse has its own lint error; it simply adds no edges here.
  }
  importsCache.set(file, { modified, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `file`, as file paths, or null when there is none. */
function routeBack(start, file, packageRoot) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current, packageRoot)) {
      if (next === file) {
        const route = [];
        for (let step = current; step !== null; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid import circles among a package's own files, type-only imports included." },
    schema: [],
    messages: {
      cycle:
        'Import circle: {{route}}. Type-only imports count too; move what both sides need into the module that ' +
        'owns it or a small file both import.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file || file === '<input>' || file === '<text>' || !isFile(file)) return {};
    const packageRoot = packageRootOf(file);
    const shown = (path) => relative(packageRoot, path).split(sep).join('/');
    const check = (node) => {
      const specifier = specifierOf(node);
      if (!specifier || !isRelative(specifier.value)) return;
      const target = resolveRelative(file, specifier.value);
      if (!target || target === file || !target.startsWith(packageRoot + sep)) return;
      const route = routeBack(target, file, packageRoot);
      if (route) {
        context.report({ node, messageId: 'cycle', data: { route: [file, ...route, file].map(shown).join(' → ') } });
      }
    };
    return Object.fromEntries(moduleReferenceTypes.map((type) => [type, check]));
  },
};
