/**
 * `pnpm docs:api`: the API reference of every public entry point, generated from the TSDoc of the
 * exports (docs/api/<package>.md). `pnpm docs:api --check` fails when an export has no TSDoc or the
 * committed reference is out of date.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceProgram } from './lib/source-program.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES: [pkg: string, entry: string, file: string][] = [
  ['@platform-api/sdk', '.', 'packages/sdk/src/index.ts'],
  ['@platform-api/sdk', './schemas', 'packages/sdk/src/schemas/index.ts'],
  ['@platform-api/sdk', './operations', 'packages/sdk/src/operations/index.ts'],
  ['@platform-api/sdk', './in-process', 'packages/sdk/src/in-process/index.ts'],
  ['@platform-api/emulator', '.', 'packages/emulator/src/index.ts'],
  ['@platform-api/emulator', './node', 'packages/emulator/src/node/index.ts'],
  ['@platform-api/webhook-verifier', '.', 'packages/webhook-verifier/src/index.ts'],
];

const program = sourceProgram(ENTRIES.map(([, , f]) => `${root}${f}`));
const checker = program.getTypeChecker();

/** `export type * as Crm from './types/crm.ts'`: a module of types, exported under one name. */
function isTypeNamespace(symbol: ts.Symbol): boolean {
  return (
    (symbol.flags & ts.SymbolFlags.ValueModule) !== 0 &&
    symbol.valueDeclaration !== undefined &&
    ts.isSourceFile(symbol.valueDeclaration)
  );
}

/** The TSDoc of an `export type * as Name from` line (the compiler keeps it on the declaration). */
function namespaceDocOf(exported: ts.Symbol): string {
  const declaration = exported.declarations?.[0]?.parent;
  if (!declaration) return '';
  return ts
    .getJSDocCommentsAndTags(declaration)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();
}

/** Exported with `export type { ... }`: a type to a user, whatever it declares. */
function isTypeOnlyExport(exported: ts.Symbol): boolean {
  const specifier = exported.declarations?.[0];
  return (
    !!specifier &&
    ts.isExportSpecifier(specifier) &&
    (specifier.isTypeOnly || specifier.parent.parent.isTypeOnly)
  );
}

function kindOf(symbol: ts.Symbol): string {
  if (isTypeNamespace(symbol)) return 'namespace of types';
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  return 'export';
}

/**
 * The TSDoc of a symbol; a type alias made from a schema (`type Contact = z.infer<typeof
 * contactSchema>`) shares its schema's, and a schema shares the TSDoc of the type made from it.
 */
function docOf(symbol: ts.Symbol, exports: readonly ts.Symbol[], depth = 0): string {
  const own = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (own) return own;
  const declaration = symbol.declarations?.[0];
  const resolve = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  // A plain alias of another named type (a namespace member, `type Contact = SchemaCrm.Contact`,
  // or `type ContactCreateParams = ContactCreateInput`) shares that type's TSDoc.
  if (
    declaration &&
    ts.isTypeAliasDeclaration(declaration) &&
    ts.isTypeReferenceNode(declaration.type) &&
    depth < 4
  ) {
    const name = declaration.type.typeName;
    const target = checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name);
    if (target) {
      const doc = docOf(resolve(target), exports, depth + 1);
      if (doc) return doc;
    }
  }
  if (declaration && ts.isTypeAliasDeclaration(declaration)) {
    const m = /typeof (\w+)/.exec(declaration.type.getText());
    const schema = m ? exports.find((e) => e.name === m[1]) : undefined;
    const fromSchema = schema
      ? ts.displayPartsToString(resolve(schema).getDocumentationComment(checker)).trim()
      : '';
    if (fromSchema) return fromSchema;
    // A schema of another module (not exported here): find it through the type's own references.
    if (m) {
      const ref = checker.getSymbolsInScope(declaration, ts.SymbolFlags.Value).find((s) => s.name === m[1]);
      const doc = ref ? ts.displayPartsToString(resolve(ref).getDocumentationComment(checker)).trim() : '';
      if (doc) return doc;
    }
  }
  if (declaration && ts.isVariableDeclaration(declaration) && /Schema$/.test(symbol.name)) {
    for (const e of exports) {
      const d = resolve(e).declarations?.[0];
      if (d && ts.isTypeAliasDeclaration(d) && new RegExp(`typeof ${symbol.name}>`).test(d.type.getText())) {
        const doc = ts.displayPartsToString(resolve(e).getDocumentationComment(checker)).trim();
        if (doc) return doc;
      }
    }
  }
  return '';
}

const missing: string[] = [];
const byPackage = new Map<string, string[]>();
for (const [pkg, entry, file] of ENTRIES) {
  const source = program.getSourceFile(`${root}${file}`)!;
  const moduleSymbol = checker.getSymbolAtLocation(source)!;
  const exports = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name));
  const lines = [`## \`${pkg}${entry === '.' ? '' : entry.slice(1)}\``, ''];
  for (const exported of exports) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    // A namespace's TSDoc is on its `export type * as` line; its members are listed with their own.
    const doc = isTypeNamespace(symbol) ? namespaceDocOf(exported) : docOf(symbol, exports);
    // `export type { Contacts }`: the class is a name for what the client builds, never constructed.
    const kind =
      kindOf(symbol) === 'class' && isTypeOnlyExport(exported) ? 'class, type only' : kindOf(symbol);
    if (!doc) missing.push(`${pkg}${entry === '.' ? '' : entry.slice(1)}: ${exported.name} (${kind})`);
    lines.push(`### \`${exported.name}\` (${kind})`, '', doc || '_Not documented._', '');
    if (isTypeNamespace(symbol)) {
      const members = checker.getExportsOfModule(symbol).sort((a, b) => a.name.localeCompare(b.name));
      for (const member of members) {
        const target = member.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(member) : member;
        const memberDoc = docOf(target, members);
        const name = `${exported.name}.${member.name}`;
        if (!memberDoc)
          missing.push(`${pkg}${entry === '.' ? '' : entry.slice(1)}: ${name} (${kindOf(target)})`);
        lines.push(`#### \`${name}\` (${kindOf(target)})`, '', memberDoc || '_Not documented._', '');
      }
    }
  }
  const list = byPackage.get(pkg) ?? [];
  list.push(...lines);
  byPackage.set(pkg, list);
}

const check = process.argv.includes('--check');
let stale = false;
await mkdir(`${root}docs/api`, { recursive: true });
for (const [pkg, lines] of byPackage) {
  const path = `${root}docs/api/${pkg.split('/')[1]}.md`;
  const text = `# ${pkg}: API reference\n\nGenerated from the TSDoc of the public exports by \`pnpm docs:api\`; do not edit by hand.\n\n${lines.join('\n')}`;
  if (check) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== text) stale = true;
  } else {
    await writeFile(path, text);
  }
}
console.log(`${missing.length} exports without TSDoc${missing.length ? `:\n  ${missing.join('\n  ')}` : ''}`);
if (check && (missing.length > 0 || stale)) {
  if (stale) console.log('docs/api is out of date: run pnpm docs:api');
  process.exit(1);
}
