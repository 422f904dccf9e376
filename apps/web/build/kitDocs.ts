// The kit gallery's documentation, extracted from packages/ui at build time: each example's code
// from its `*.examples.tsx` file and each component's props from its TypeScript types (with the
// TypeScript 6 compiler API: TypeScript 7 has no JavaScript API). Nothing is copied by hand, so
// the gallery cannot drift from the kit. The server bundle and the tests read the result as the
// module `virtual:kit-docs` (the esbuild and Vite plugins below).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import type { Plugin as EsbuildPlugin } from 'esbuild';
import ts from 'typescript6';
import type { Plugin as VitePlugin } from 'vite';

import type {
  ComponentDocs,
  ExampleSource,
  KitDocs,
  KitPageDocs,
  PropDocs,
} from '../src/features/gallery/kitDocs.ts';

/** packages/ui */
export const defaultUiRoot = resolve(import.meta.dirname, '..', '..', '..', 'packages', 'ui');

/** The name the server imports the docs by. */
export const KIT_DOCS_MODULE = 'virtual:kit-docs';

/** Entries of the kit's exports map that are not components (the index, test helpers, examples). */
const nonComponentEntries = new Set(['.', './test', './examples']);

export interface ComponentEntryPoint {
  /** `@joblane/ui/Button` */
  entryPoint: string;
  /** The folder under `src/` the entry point serves: `Button` (`Icons` for `./icons`). */
  folder: string;
  /** Absolute path of its `index.ts`. */
  file: string;
}

type ExportTarget = string | { types?: string; default?: string };

/** Every component entry point of the kit's exports map (`./Button` -> `src/Button/index.ts`). */
export function componentEntryPoints(uiRoot: string = defaultUiRoot): ComponentEntryPoint[] {
  const manifest = JSON.parse(readFileSync(join(uiRoot, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, ExportTarget>;
  };
  const entries: ComponentEntryPoint[] = [];
  for (const [key, target] of Object.entries(manifest.exports)) {
    if (nonComponentEntries.has(key)) continue;
    const path = typeof target === 'string' ? target : (target.default ?? target.types ?? '');
    const folder = /^\.\/src\/([^/]+)\/index\.tsx?$/.exec(path)?.[1];
    if (folder === undefined) {
      throw new Error(
        `${manifest.name} exports ${key} as ${JSON.stringify(target)}: a component entry point ` +
          'must be a folder index (./src/<Folder>/index.ts) for the gallery to document it.',
      );
    }
    entries.push({
      entryPoint: `${manifest.name}${key.slice(1)}`,
      folder,
      file: join(uiRoot, path),
    });
  }
  return entries;
}

function examplesFiles(sourceDir: string): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.examples.tsx'))
    .map((file) => join(sourceDir, file))
    .sort();
}

function createKitProgram(uiRoot: string, rootNames: string[]) {
  const configPath = join(uiRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic(diagnostic) {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  } satisfies ts.ParseConfigFileHost);
  if (config === undefined) throw new Error(`Could not read ${configPath}.`);
  // A development rebuild after an edit reuses the files that did not change (React's and the
  // DOM's types above all), as an editor does.
  const program = ts.createProgram({
    rootNames,
    options: { ...config.options, noEmit: true },
    ...(previousPrograms.has(uiRoot) ? { oldProgram: previousPrograms.get(uiRoot) } : {}),
  });
  previousPrograms.set(uiRoot, program);
  return program;
}

const previousPrograms = new Map<string, ts.Program>();

/** Lines of `text` without the indentation they share; `firstColumn` is where it started. */
export function dedent(text: string, firstColumn = 0): string {
  const lines = `${' '.repeat(firstColumn)}${text}`.split('\n').map((line) => line.trimEnd());
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => line.length - line.trimStart().length);
  const shared = indents.length === 0 ? 0 : Math.min(...indents);
  return lines
    .map((line) => line.slice(shared))
    .join('\n')
    .trim();
}

function textOf(node: ts.Node): string {
  const sourceFile = node.getSourceFile();
  const start = node.getStart(sourceFile);
  return dedent(
    node.getText(sourceFile),
    sourceFile.getLineAndCharacterOfPosition(start).character,
  );
}

function propertyNamed(object: ts.ObjectLiteralExpression, name: string) {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) {
      return property.initializer;
    }
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) {
      return property.name;
    }
  }
  return undefined;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  return node !== undefined && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** The object passed to `export default defineExamples({...})`. */
function examplesObject(sourceFile: ts.SourceFile): ts.ObjectLiteralExpression {
  for (const statement of sourceFile.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    const call = statement.expression;
    if (
      ts.isCallExpression(call) &&
      call.expression.getText(sourceFile) === 'defineExamples' &&
      call.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(call.arguments[0])
    ) {
      return call.arguments[0];
    }
  }
  throw new Error(
    `${sourceFile.fileName} must end with \`export default defineExamples({ ... })\` (an object ` +
      'literal) so the gallery can read its examples.',
  );
}

/** Top-level statements of the file that declare what `node` uses, in file order (recursively). */
function localDeclarations(node: ts.Node, checker: ts.TypeChecker): ts.Statement[] {
  const sourceFile = node.getSourceFile();
  const found = new Set<ts.Statement>();
  const visit = (current: ts.Node) => {
    if (ts.isIdentifier(current)) {
      const declaration = checker.getSymbolAtLocation(current)?.declarations?.[0];
      let statement: ts.Node | undefined = declaration;
      while (statement !== undefined && statement.parent !== sourceFile) {
        statement = statement.parent;
      }
      if (
        statement !== undefined &&
        declaration?.getSourceFile() === sourceFile &&
        !ts.isImportDeclaration(statement) &&
        !ts.isExportAssignment(statement) &&
        !found.has(statement as ts.Statement) &&
        !(statement.pos <= node.pos && node.end <= statement.end)
      ) {
        found.add(statement as ts.Statement);
        visit(statement);
      }
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return [...found].sort((a, b) => a.pos - b.pos);
}

/** The code of one example (the element it renders, or its component) and what it uses. */
function exampleCode(Example: ts.Expression, checker: ts.TypeChecker) {
  if (ts.isArrowFunction(Example) || ts.isFunctionExpression(Example)) {
    const { body } = Example;
    const own = ts.isBlock(body)
      ? `function Example() ${textOf(body)}`
      : textOf(ts.isParenthesizedExpression(body) ? body.expression : body);
    const used = localDeclarations(Example, checker);
    return { source: [...used.map(textOf), own].join('\n\n'), nodes: [Example, ...used] };
  }
  if (ts.isIdentifier(Example)) {
    const declaration = checker.getSymbolAtLocation(Example)?.declarations?.[0];
    if (declaration !== undefined && declaration.getSourceFile() === Example.getSourceFile()) {
      let statement: ts.Node = declaration;
      while (statement.parent !== declaration.getSourceFile()) statement = statement.parent;
      const nodes = [...localDeclarations(statement, checker), statement];
      return { source: nodes.map(textOf).join('\n\n'), nodes };
    }
  }
  return { source: textOf(Example), nodes: [Example] };
}

interface EntryExports {
  entryPoint: string;
  names: Set<string>;
}

/**
 * The imports an app writes for the code: names the examples file imports from the kit map to
 * the entry point that exports them; other packages (react) stay as they are.
 */
function importsFor(
  code: ts.Node[],
  checker: ts.TypeChecker,
  entryOfFile: (file: string) => EntryExports | undefined,
): string[] {
  const byModule = new Map<string, Set<string>>();
  const namespaces = new Map<string, string>();
  const kitModules = new Set<string>();
  const add = (module: string, name: string) => {
    const names = byModule.get(module) ?? new Set<string>();
    names.add(name);
    byModule.set(module, names);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const declaration = checker.getSymbolAtLocation(node)?.declarations?.[0];
      if (declaration !== undefined && ts.isNamespaceImport(declaration)) {
        const specifier = (declaration.parent.parent.moduleSpecifier as ts.StringLiteral).text;
        const module = specifier.startsWith('.')
          ? entryOfFile(resolve(dirname(node.getSourceFile().fileName), specifier))?.entryPoint
          : specifier;
        if (module !== undefined) namespaces.set(module, declaration.name.text);
        if (module !== undefined && specifier.startsWith('.')) kitModules.add(module);
      }
      if (declaration !== undefined && ts.isImportSpecifier(declaration)) {
        const importDeclaration = declaration.parent.parent.parent;
        const specifier = (importDeclaration.moduleSpecifier as ts.StringLiteral).text;
        const name = (declaration.propertyName ?? declaration.name).text;
        if (!specifier.startsWith('.')) {
          add(specifier, name);
        } else {
          const file = resolve(dirname(node.getSourceFile().fileName), specifier);
          const entry = entryOfFile(file);
          if (entry?.names.has(name) === true) {
            add(entry.entryPoint, name);
            kitModules.add(entry.entryPoint);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  code.forEach(visit);
  // Other packages (react) first, then the kit's entry points, each by name.
  const kitLast = (module: string) => `${kitModules.has(module) ? 1 : 0}${module}`;
  return [
    ...[...byModule.entries()].map(([module, names]) => ({
      module,
      line: `import { ${[...names].sort().join(', ')} } from '${module}';`,
    })),
    ...[...namespaces.entries()].map(([module, name]) => ({
      module,
      line: `import * as ${name} from '${module}';`,
    })),
  ]
    .sort((a, b) => kitLast(a.module).localeCompare(kitLast(b.module)))
    .map(({ line }) => line);
}

function documentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

const isLiteral = (type: ts.Type) =>
  type.isStringLiteral() ||
  type.isNumberLiteral() ||
  (type.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null)) !== 0;

/** `'a' | 'b' | boolean`, in the house's quotes. */
function literalUnion(literals: readonly ts.Type[], checker: ts.TypeChecker): string {
  const members = literals.map((member) =>
    member.isStringLiteral()
      ? `'${member.value.replace(/'/g, "\\'")}'`
      : checker.typeToString(member),
  );
  const withoutBooleans = members.filter((member) => member !== 'true' && member !== 'false');
  return (
    withoutBooleans.length === members.length ? members : [...withoutBooleans, 'boolean']
  ).join(' | ');
}

/** A prop's type for the table: literal unions spelled out, anything else as written. */
function typeText(symbol: ts.Symbol, declaration: ts.Declaration, checker: ts.TypeChecker) {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration));
  if (type.isUnion()) {
    const literals = type.types.filter(isLiteral);
    const spelled = literalUnion(literals, checker);
    if (literals.length === type.types.length) return spelled;
    // A sprinkles prop: the values, an object by breakpoint, or an array by breakpoint.
    const responsive = type.types
      .filter((member) => !isLiteral(member))
      .every(
        (member) =>
          member.getProperty('mobile') !== undefined ||
          checker.typeToString(member).startsWith('ResponsiveArrayVariant<'),
      );
    if (literals.length > 0 && responsive) return `ResponsiveValue<${spelled}>`;
  }
  const written =
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type !== undefined
      ? declaration.type.getText()
      : checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return written.replace(/\s+/g, ' ');
}

/** `Default \`solid\`` (or `@default solid`) in a prop's JSDoc. */
function documentedDefault(symbol: ts.Symbol, description: string): string | null {
  const tag = symbol.getJsDocTags().find(({ name }) => name === 'default');
  if (tag !== undefined) return ts.displayPartsToString(tag.text).trim() || null;
  return /\bDefault:? `([^`]+)`/.exec(description)?.[1] ?? null;
}

/** `{ variant = 'solid', ... }` in the component's parameter: prop name -> default as written. */
function destructuredDefaults(component: ts.Symbol): Map<string, string> {
  const defaults = new Map<string, string>();
  const declaration = component.declarations?.[0];
  let fn: ts.SignatureDeclaration | undefined;
  if (declaration !== undefined && ts.isFunctionDeclaration(declaration)) fn = declaration;
  if (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer !== undefined &&
    (ts.isArrowFunction(declaration.initializer) ||
      ts.isFunctionExpression(declaration.initializer))
  ) {
    fn = declaration.initializer;
  }
  const pattern = fn?.parameters[0]?.name;
  if (pattern === undefined || !ts.isObjectBindingPattern(pattern)) return defaults;
  for (const element of pattern.elements) {
    if (element.initializer === undefined || element.dotDotDotToken !== undefined) continue;
    const name = (element.propertyName ?? element.name).getText();
    defaults.set(name, element.initializer.getText().replace(/\s+/g, ' '));
  }
  return defaults;
}

/** The nearest named declaration around a node: the interface or type a prop comes from. */
function ownerName(declaration: ts.Node): string | undefined {
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return node.name.text;
  }
  return undefined;
}

/**
 * The props of a props type that the kit declares, in declaration order. Props from outside
 * (React's HTML attributes) are summed up as the names of the types they come from.
 */
function propsOf(
  propsType: ts.Type,
  component: ts.Symbol,
  checker: ts.TypeChecker,
  isKitFile: (file: string) => boolean,
): Pick<ComponentDocs, 'props' | 'inherits'> {
  const members = propsType.isUnion() ? propsType.types : [propsType];
  const defaults = destructuredDefaults(component);
  const props = new Map<string, PropDocs>();
  const inherits = new Set<string>();
  for (const member of members) {
    for (const property of checker.getPropertiesOfType(member)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const required = (property.flags & ts.SymbolFlags.Optional) === 0;
      const known = props.get(property.name);
      if (known !== undefined) {
        known.required &&= required;
        continue;
      }
      if (declaration === undefined || !isKitFile(declaration.getSourceFile().fileName)) {
        const owner = declaration === undefined ? undefined : ownerName(declaration);
        if (owner !== undefined) inherits.add(owner);
        continue;
      }
      const description = documentation(property, checker);
      props.set(property.name, {
        name: property.name,
        type: typeText(property, declaration, checker),
        defaultValue: defaults.get(property.name) ?? documentedDefault(property, description),
        required: required && members.every((other) => other.getProperty(property.name)),
        description,
      });
    }
  }
  return { props: [...props.values()], inherits: [...inherits].sort() };
}

/** The name of a component's props type as its parameter is annotated (`ButtonProps`). */
function propsTypeName(parameter: ts.Symbol): string {
  const declaration = parameter.valueDeclaration;
  if (
    declaration !== undefined &&
    ts.isParameter(declaration) &&
    declaration.type !== undefined &&
    ts.isTypeReferenceNode(declaration.type)
  ) {
    return declaration.type.typeName.getText();
  }
  return '';
}

function entryDocs(
  entry: ComponentEntryPoint,
  sourceFile: ts.SourceFile,
  checker: ts.TypeChecker,
  isKitFile: (file: string) => boolean,
) {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (moduleSymbol === undefined) throw new Error(`${entry.file} exports nothing.`);
  const components = new Map<string, ComponentDocs>();
  const values: string[] = [];
  const types: string[] = [];
  const exported = checker.getExportsOfModule(moduleSymbol);
  for (const symbol of exported) {
    const target =
      (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
    const name = symbol.name;
    if ((target.flags & ts.SymbolFlags.Value) === 0) {
      types.push(name);
      continue;
    }
    const declaration = target.valueDeclaration ?? target.declarations?.[0];
    const signature =
      declaration === undefined
        ? undefined
        : checker.getTypeOfSymbolAtLocation(target, declaration).getCallSignatures()[0];
    if (!/^[A-Z]/.test(name) || signature === undefined) {
      values.push(name);
      continue;
    }
    const parameter = signature.parameters[0];
    const typeName = parameter === undefined ? '' : propsTypeName(parameter);
    const key = typeName === '' ? `component:${name}` : typeName;
    const known = components.get(key);
    if (known !== undefined) {
      known.names.push(name);
      continue;
    }
    const propsType =
      parameter?.valueDeclaration === undefined
        ? undefined
        : checker.getTypeOfSymbolAtLocation(parameter, parameter.valueDeclaration);
    components.set(key, {
      names: [name],
      propsType: typeName,
      summary: documentation(target, checker),
      ...(propsType === undefined
        ? { props: [], inherits: [] }
        : propsOf(propsType, target, checker, isKitFile)),
    });
  }
  const documentedTypes = new Set([...components.values()].map(({ propsType }) => propsType));
  return {
    exportedNames: new Set(exported.map(({ name }) => name)),
    components: [...components.values()],
    otherExports: {
      values: values.sort(),
      types: types.filter((name) => !documentedTypes.has(name)).sort(),
    },
  };
}

/** Reads the whole kit: one page per examples file, with its entry point's props tables. */
export function extractKitDocs(uiRoot: string = defaultUiRoot): KitDocs {
  const sourceDir = join(uiRoot, 'src');
  const entries = componentEntryPoints(uiRoot);
  const files = examplesFiles(sourceDir);
  const program = createKitProgram(uiRoot, [...entries.map(({ file }) => file), ...files]);
  const checker = program.getTypeChecker();
  const isKitFile = (file: string) =>
    resolve(file).startsWith(sourceDir + sep) && !file.includes(`${sep}node_modules${sep}`);

  const entryByFolder = new Map<string, ReturnType<typeof entryDocs> & ComponentEntryPoint>();
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry.file);
    if (sourceFile === undefined) throw new Error(`Could not read ${entry.file}.`);
    entryByFolder.set(entry.folder, {
      ...entry,
      ...entryDocs(entry, sourceFile, checker, isKitFile),
    });
  }
  const folderOf = (file: string) => relative(sourceDir, file).split(sep)[0] ?? '';
  const entryOfFile = (file: string) => {
    const entry = entryByFolder.get(folderOf(file));
    return entry === undefined
      ? undefined
      : { entryPoint: entry.entryPoint, names: entry.exportedNames };
  };

  const pages = files.map((file): KitPageDocs => {
    const sourceFile = program.getSourceFile(file);
    if (sourceFile === undefined) throw new Error(`Could not read ${file}.`);
    const object = examplesObject(sourceFile);
    const component = stringValue(propertyNamed(object, 'component'));
    const list = propertyNamed(object, 'examples');
    if (component === undefined || list === undefined || !ts.isArrayLiteralExpression(list)) {
      throw new Error(
        `${file}: defineExamples needs \`component\` as a string and \`examples\` as an array ` +
          'literal, so the gallery can show each example with its code.',
      );
    }
    const examples = list.elements.map((element): ExampleSource => {
      const Example = ts.isObjectLiteralExpression(element)
        ? propertyNamed(element, 'Example')
        : undefined;
      const name = ts.isObjectLiteralExpression(element)
        ? stringValue(propertyNamed(element, 'name'))
        : undefined;
      if (Example === undefined || name === undefined) {
        throw new Error(
          `${file}: each example must be an object literal with a string \`name\` and an ` +
            '`Example`.',
        );
      }
      const { source, nodes } = exampleCode(Example, checker);
      return { name, source, imports: importsFor(nodes, checker, entryOfFile) };
    });
    const entry = entryByFolder.get(folderOf(file));
    const components = entry?.components ?? [];
    return {
      component,
      entryPoint: entry?.entryPoint ?? '',
      examplesFile: relative(uiRoot, file).split(sep).join('/'),
      summary:
        components.find(({ names }) => names.includes(component))?.summary ??
        components[0]?.summary ??
        '',
      examples,
      components,
      otherExports: entry?.otherExports ?? { values: [], types: [] },
    };
  });
  return { pages };
}

/**
 * What the gallery lacks: every component entry point of the kit needs a page with at least one
 * example (with its code) and a props table that lists props. Empty when nothing is missing.
 */
export function kitDocsProblems(docs: KitDocs, entries: readonly ComponentEntryPoint[]): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const page = docs.pages.find(({ entryPoint }) => entryPoint === entry.entryPoint);
    if (page === undefined) {
      problems.push(
        `${entry.entryPoint} has no gallery page: add src/${entry.folder}/${entry.folder}.examples.tsx`,
      );
      continue;
    }
    if (page.examples.length === 0) {
      problems.push(`${entry.entryPoint}: its gallery page (${page.examplesFile}) has no example`);
    }
    for (const { name, source } of page.examples) {
      if (source.trim() === '') problems.push(`${entry.entryPoint}: example "${name}" has no code`);
    }
    if (!page.components.some(({ props }) => props.length > 0)) {
      problems.push(
        `${entry.entryPoint}: its props table is empty (no exported component with typed props)`,
      );
    }
  }
  return problems;
}

/** Size and modification time of every file under packages/ui/src, to notice any change. */
export function kitSourceStamp(uiRoot: string = defaultUiRoot): string {
  const sourceDir = join(uiRoot, 'src');
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const { size, mtimeMs } = statSync(join(sourceDir, file));
      return `${file}:${size}:${mtimeMs}`;
    })
    .join('\n');
}

let cached: { stamp: string; docs: KitDocs } | undefined;

/** The docs, extracted again only when a kit source file changed (development rebuilds). */
export function currentKitDocs(uiRoot: string = defaultUiRoot): KitDocs {
  const stamp = `${uiRoot}\n${kitSourceStamp(uiRoot)}`;
  if (cached?.stamp !== stamp) cached = { stamp, docs: extractKitDocs(uiRoot) };
  return cached.docs;
}

const moduleCode = () => `export default ${JSON.stringify(currentKitDocs())};`;

/** Serves `virtual:kit-docs` to esbuild (the server bundle). */
export function kitDocsEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'joblane-kit-docs',
    setup(build) {
      build.onResolve({ filter: /^virtual:kit-docs$/ }, ({ path }) => ({
        path,
        namespace: 'joblane-kit-docs',
      }));
      build.onLoad({ filter: /.*/, namespace: 'joblane-kit-docs' }, () => ({
        contents: moduleCode(),
        loader: 'js',
        watchDirs: [join(defaultUiRoot, 'src')],
      }));
    },
  };
}

/**
 * Serves `virtual:kit-docs` to Vite (the tests, which run the server from source). The docs are
 * extracted once as the config resolves, before any test runs: extracting on first import would
 * hold up Vite's process, and with it every test file's module loading, for seconds mid-run.
 */
export function kitDocsVitePlugin(): VitePlugin {
  const resolvedId = `\0${KIT_DOCS_MODULE}`;
  let code: string | undefined;
  return {
    name: 'joblane-kit-docs',
    configResolved() {
      code = moduleCode();
    },
    resolveId: (id) => (id === KIT_DOCS_MODULE ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? (code ?? moduleCode()) : undefined),
  };
}
