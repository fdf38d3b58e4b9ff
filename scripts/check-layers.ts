/**
 * `pnpm check:layers`: the emulator's layers and the rule that keeps them (docs/architecture.md).
 *
 * The rule is the table below, read as data: each layer names the files it holds and the layers it
 * may import; an import anywhere else is a violation. On top of it, an API family imports no other
 * family, and no file imports itself back through others (a cycle), type-only and dynamic imports
 * included. dependency-cruiser reads the imports (the TypeScript compiler's own parser); this file
 * only turns the table into its rules and reports what breaks them. And one job per file: no source
 * file outside a `data/` folder passes MAX_SOURCE_LINES.
 *
 *   node --experimental-strip-types scripts/check-layers.ts          the emulator's src (exit 1 on a violation)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IFlattenedRuleSet, type IForbiddenRuleType, type IModule } from 'dependency-cruiser';

/** One layer: the files it holds (paths under `src/`, a folder ending in `/`) and what it may import. */
export interface Layer {
  name: string;
  holds: readonly string[];
  says: string;
  mayImport: readonly string[];
}

/** The layers at the bottom: what every layer above them may import. */
const GROUND = ['public-types', 'engine', 'store', 'base'];
/** What the families stand on. */
const UNDER_FAMILIES = ['platform', 'delivery', 'shared', ...GROUND];
/** What the seed stands on. */
const UNDER_SEED = ['internals', 'flows', 'families', ...UNDER_FAMILIES];
/** What the control API stands on: everything below the wiring. */
const UNDER_CONTROL = ['doors', 'seed', ...UNDER_SEED];

/**
 * The emulator's layers, as docs/architecture.md draws them, lowest first. A layer may import
 * itself, the layers it names (each drawn below it; layers side by side do not import each other)
 * and npm packages, the SDK among them: nothing else of `src/`. The doors stand on the ground only.
 */
export const LAYERS: readonly Layer[] = [
  {
    name: 'store',
    holds: ['store/'],
    says: 'stored records: @msw/data tables typed by the SDK schemas',
    mayImport: [],
  },
  {
    name: 'base',
    holds: ['version.ts', 'control-token.ts'],
    says: 'facts that import nothing: the version, the control token rule',
    mayImport: [],
  },
  {
    name: 'engine',
    holds: ['engine/'],
    says: 'routes and the request chain: auth, quotas, faults, clock, state, errors, the request log',
    mayImport: ['store', 'base'],
  },
  {
    name: 'public-types',
    holds: ['types.ts'],
    says: "the options and results of the emulator's public face",
    mayImport: ['engine', 'store', 'base'],
  },
  {
    name: 'shared',
    holds: ['shared/'],
    says: 'what two families use: text folding and phrases, places, random streams, the search toolkit',
    mayImport: GROUND,
  },
  {
    name: 'platform',
    holds: ['platform/'],
    says: "the platform's own records the families read: organizations and keys, job posts and their pages",
    mayImport: ['shared', ...GROUND],
  },
  {
    name: 'delivery',
    holds: ['delivery/'],
    says: 'the webhook sender: signing, attempts and retries, the delivery log, the address policy',
    mayImport: ['shared', ...GROUND],
  },
  {
    name: 'families',
    holds: ['families/'],
    says: 'the five API families, a folder each; a family imports no other family',
    mayImport: UNDER_FAMILIES,
  },
  {
    name: 'flows',
    holds: ['flows/'],
    says: 'what crosses families (a candidate applies: post, contact, card, event)',
    mayImport: ['families', ...UNDER_FAMILIES],
  },
  {
    name: 'internals',
    holds: ['internal.ts'],
    says: "an emulator's parts behind its public face (for the seed, the control reads, tests)",
    mayImport: ['flows', 'families', ...UNDER_FAMILIES],
  },
  {
    name: 'seed',
    holds: ['seed/'],
    says: 'the demo seed: organizations, keys, CRM records, and the two search pools',
    mayImport: UNDER_SEED,
  },
  {
    name: 'doors',
    holds: [
      'doors/',
      'mcp/',
      'dashboard/',
      'node/server.ts',
      'node/state-file.ts',
      'node/dashboard-assets.ts',
      'node/dashboard-bundle.ts',
      'node/flags.ts',
    ],
    says: 'ways in over the engine: fetch, msw, node:http, the agent tool server, the dashboard, the state file',
    mayImport: GROUND,
  },
  {
    name: 'control',
    holds: ['control/'],
    says: "the control API (/_emulator/...), the checks behind the control methods, the state file's I/O",
    mayImport: UNDER_CONTROL,
  },
  {
    name: 'wiring',
    holds: ['emulator.ts', 'options.ts', 'dashboard-routes.ts'],
    says: 'the Emulator: builds the layers below and joins them; its doors and control methods',
    mayImport: ['control', ...UNDER_CONTROL],
  },
  {
    name: 'entries',
    holds: ['index.ts', 'bin.ts', 'node/index.ts', 'node/cli.ts'],
    says: "the package's entry points and the standalone server's command line",
    mayImport: ['wiring', 'control', ...UNDER_CONTROL],
  },
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A layer's files as one path pattern, under `src` (a folder: everything in it; a file: itself). */
function holdsPattern(src: string, holds: readonly string[]): string {
  return `^${literal(src)}/(?:${holds.map((h) => (h.endsWith('/') ? literal(h) : `${literal(h)}$`)).join('|')})`;
}

function layerNamed(byName: ReadonlyMap<string, Layer>, name: string, by: string): Layer {
  const layer = byName.get(name);
  if (!layer) throw new Error(`The layer ${by} may import "${name}", which is no layer of the table.`);
  return layer;
}

/** The dependency-cruiser rules the table stands for, for the tree under `src` (a path from the cwd). */
export function layerRules(src: string, layers: readonly Layer[] = LAYERS): IFlattenedRuleSet {
  const byName = new Map(layers.map((l) => [l.name, l]));
  const forbidden: IForbiddenRuleType[] = layers.map((layer) => {
    const allowed = [layer, ...layer.mayImport.map((name) => layerNamed(byName, name, layer.name))];
    return {
      name: `${layer.name}-imports-outside-its-layers`,
      severity: 'error',
      comment: `${layer.name}: ${layer.says}. It may import ${layer.mayImport.join(', ') || 'nothing else of the emulator'}.`,
      from: { path: holdsPattern(src, layer.holds) },
      to: { path: `^${literal(src)}/`, pathNot: allowed.map((l) => holdsPattern(src, l.holds)) },
    };
  });
  forbidden.push(
    {
      name: 'family-imports-another-family',
      severity: 'error',
      comment:
        'An API family imports no other family: what two use goes to shared/ (or platform/), what crosses them to flows/.',
      from: { path: `^${literal(src)}/families/([^/]+)/` },
      to: { path: `^${literal(src)}/families/`, pathNot: `^${literal(src)}/families/$1/` },
    },
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No file imports itself back through others (type-only and dynamic imports included).',
      from: { path: `^${literal(src)}/` },
      to: { circular: true },
    },
  );
  return { forbidden };
}

/** A broken rule: which, and the import that breaks it (or the file no layer holds). */
export interface LayerViolation {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}

/**
 * One job per file: a TypeScript file outside a `data/` folder (word lists, tables, the gazetteer)
 * that grows past this many lines holds more than one job; split it.
 */
export const MAX_SOURCE_LINES = 450;

/**
 * Reads the imports of every file under `src` (tests left out) and answers what breaks the rule,
 * with every file that no layer holds and every source file longer than `maxLines` (data tables
 * excepted). `baseDir` is where `src` is read from.
 */
export async function checkLayers(
  src: string,
  options: { baseDir?: string; layers?: readonly Layer[]; maxLines?: number } = {},
): Promise<{ files: number; imports: number; violations: LayerViolation[] }> {
  const layers = options.layers ?? LAYERS;
  const baseDir = options.baseDir ?? process.cwd();
  const maxLines = options.maxLines ?? MAX_SOURCE_LINES;
  const result = await cruise([src], {
    baseDir,
    validate: true,
    ruleSet: layerRules(src, layers),
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
  });
  // Without an output type the answer is the result itself, not a report of it.
  const output = result.output;
  if (typeof output === 'string') throw new Error('dependency-cruiser answered a report, not a result');
  const violations: LayerViolation[] = output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((step) => step.name) } : {}),
  }));
  const placed = new RegExp(layers.map((l) => holdsPattern(src, l.holds)).join('|'));
  const ours = output.modules.filter((m: IModule) => m.source.startsWith(`${src}/`));
  for (const m of ours) {
    if (!placed.test(m.source)) violations.push({ rule: 'file-in-no-layer', from: m.source, to: '' });
    // TypeScript only (a stylesheet is no job); data tables are as long as their data.
    if (!/\.tsx?$/.test(m.source) || m.source.includes('/data/')) continue;
    const lines = (await readFile(join(baseDir, m.source), 'utf8')).split('\n').length - 1;
    if (lines > maxLines) {
      violations.push({ rule: `file-over-${maxLines}-lines`, from: m.source, to: `${lines} lines` });
    }
  }
  const imports = ours.reduce(
    (n, m) => n + m.dependencies.filter((d) => d.resolved.startsWith(`${src}/`)).length,
    0,
  );
  return { files: ours.length, imports, violations };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = 'packages/emulator/src';
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { files, imports, violations } = await checkLayers(src, { baseDir: root });
  for (const v of violations) {
    const where = v.cycle ? `${v.from} -> ${v.cycle.join(' -> ')}` : `${v.from}${v.to ? ` -> ${v.to}` : ''}`;
    console.error(`✗ ${v.rule}: ${where}`);
  }
  console.log(
    `${src}: ${files} files, ${imports} imports between them, ${LAYERS.length} layers: ${
      violations.length === 0
        ? `every import keeps the rule, every file outside data/ is ${MAX_SOURCE_LINES} lines or fewer`
        : `${violations.length} break the rule`
    }`,
  );
  if (violations.length > 0) process.exitCode = 1;
}
