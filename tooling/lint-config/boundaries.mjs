#!/usr/bin/env node
// Package boundaries (../../../shared/ARCHITECTURE.md's one-way arrows), checked on the import
// statements of one package's source files. Run from a package directory (its `lint` script):
// `joblane-boundaries`. Exits 1 and prints one line per violation.
//
// Rules:
// - arrow:      a workspace package may import only the workspace packages its entry below
//               allows (type-only imports may be allowed separately); a package not listed may
//               import no workspace package but the tooling ones.
// - forbidden:  packages a workspace package must never import (jobs -> react, ...).
// - deep:       `@scope/pkg/sub/path` must be a subpath the target's `exports` map lists.
// - undeclared: every package imported must be declared in package.json (dependencies, peer or
//               optional dependencies; devDependencies only for tests, tooling and type-only
//               imports).
// - table:      a package names (in Kysely calls, SQL strings or a `*Tables` interface) a table
//               another package creates in its migrations: it calls the owner's functions.
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const tooling = [
  "@joblane/lint-config",
  "@joblane/typescript-config",
  "@joblane/vitest-config",
];

/** The arrows: which workspace packages each one may import (tooling is always allowed). */
export const arrows = {
  "@joblane/web": {
    imports: [
      "@joblane/accounts",
      "@joblane/ads",
      "@joblane/database",
      "@joblane/hiring",
      "@joblane/job-record",
      "@joblane/jobs",
      "@joblane/mail",
      "@joblane/moderation",
      "@joblane/router-links",
      "@joblane/seekers",
      "@joblane/theme",
      "@joblane/ui",
    ],
  },
  // The kit gets its link component through its provider: router-links' types only.
  "@joblane/ui": {
    imports: ["@joblane/theme"],
    typeOnly: ["@joblane/router-links"],
    forbidden: ["fastify", "better-sqlite3"],
  },
  "@joblane/theme": { imports: [], forbidden: ["react", "react-dom"] },
  "@joblane/router-links": { imports: [], forbidden: ["fastify"] },
  // No HTTP, no React.
  "@joblane/jobs": {
    imports: ["@joblane/database"],
    forbidden: ["react", "react-dom", "fastify"],
  },
  // Domain packages: jobs at most, nothing about HTTP or React pages.
  "@joblane/accounts": {
    imports: ["@joblane/database", "@joblane/jobs"],
    forbidden: ["react", "react-dom", "fastify"],
  },
  "@joblane/mail": {
    imports: ["@joblane/database", "@joblane/jobs"],
    forbidden: ["react-dom", "fastify"],
  },
  // Seekers' and hiring's rows belong to accounts' users (foreign keys); they read names and
  // addresses through accounts' functions (contactsOf), and their emails go through mail's queue
  // functions (enqueueMail, cancelQueued): at run time, so both are `dependencies`.
  "@joblane/seekers": {
    imports: [
      "@joblane/accounts",
      "@joblane/database",
      "@joblane/jobs",
      "@joblane/mail",
    ],
    forbidden: ["react", "react-dom", "fastify"],
  },
  "@joblane/hiring": {
    imports: [
      "@joblane/accounts",
      "@joblane/database",
      "@joblane/jobs",
      "@joblane/mail",
    ],
    forbidden: ["react", "react-dom", "fastify"],
  },
  // Ads belong to accounts' organisations (a foreign key only; tests open accounts) and become
  // jobs. Nothing imports seekers, hiring or ads but the app, so these arrows make no cycle.
  "@joblane/ads": {
    imports: ["@joblane/accounts", "@joblane/database", "@joblane/jobs"],
    forbidden: ["react", "react-dom", "fastify"],
  },
  // The job record (PostgreSQL) and the follower that feeds a node's SQLite job store from it.
  "@joblane/job-record": {
    imports: ["@joblane/database", "@joblane/jobs"],
    forbidden: ["react", "react-dom", "fastify"],
  },
  // Trust and safety: screening, reports, moderators, audit log, organisations' trust. User and
  // organisation ids are plain ids (no accounts' tables named).
  "@joblane/moderation": {
    imports: ["@joblane/database", "@joblane/jobs"],
    forbidden: ["react", "react-dom", "fastify"],
  },
  "@joblane/database": {
    imports: [],
    forbidden: ["react", "react-dom", "fastify"],
  },
};

const sourceExtensions = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const skippedDirectories = new Set([
  "node_modules",
  "dist",
  "coverage",
  "data",
  ".turbo",
]);
/** Files that may use devDependencies: tests, benchmarks, build scripts, configuration. */
const devFile =
  /(?:^|\/)(?:test|tests|testing|__tests__|fixtures|bench|build|scripts|e2e)\/|\.(?:test|spec|bench|examples)\.[cm]?[jt]sx?$|^[^/]*\.config\.[cm]?[jt]s$/;

/** Files behind a `./testing` entry serve the users' tests, whose test tools the users bring. */
function testingEntryFiles(manifest) {
  return new Set(
    Object.entries(manifest.exports ?? {})
      .filter(([key]) => key.startsWith("./testing") || key === "./test")
      .flatMap(([, target]) =>
        typeof target === "string" ? [target] : Object.values(target),
      )
      .filter((target) => typeof target === "string")
      .map((target) => target.replace(/^\.\//, "")),
  );
}
const builtins = new Set(builtinModules);

/** Every source file under `dir`, as paths relative to it with `/` separators. */
function sourceFiles(dir, base = dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || skippedDirectories.has(entry.name))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path, base));
    else if (sourceExtensions.test(entry.name) && !entry.name.endsWith(".d.ts"))
      files.push(relative(base, path).split(sep).join("/"));
  }
  return files;
}

/**
 * The module specifiers of a file's static imports and re-exports (statements at the start of a
 * line, as Prettier writes them), dynamic `import('...')` and `require('...')` calls, with whether
 * the statement is type-only.
 */
export function importsOf(source) {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const found = [];
  const statement =
    /^[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(statement)) {
    if (match[5]) {
      found.push({ specifier: match[5], typeOnly: false });
      continue;
    }
    // `import { type A, type B } from` is type-only too.
    const names = match[3].replace(/^\{|\}$/g, "").trim();
    const inlineTypeOnly =
      match[3].startsWith("{") &&
      names !== "" &&
      names
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith("type "));
    found.push({
      specifier: match[4],
      typeOnly: Boolean(match[2]) || inlineTypeOnly,
    });
  }
  for (const match of code.matchAll(
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ))
    found.push({ specifier: match[1], typeOnly: false });
  return found;
}

/** `@scope/name/sub` -> ['@scope/name', './sub']; `name` -> ['name', '.']. */
export function splitSpecifier(specifier) {
  const parts = specifier.split("/");
  const size = specifier.startsWith("@") ? 2 : 1;
  const rest = parts.slice(size).join("/");
  return [parts.slice(0, size).join("/"), rest === "" ? "." : `./${rest}`];
}

/** Whether an `exports` map offers `subpath` (exact keys and `*` patterns). */
export function exportsAllow(exportsField, subpath) {
  if (exportsField === undefined) return true;
  if (typeof exportsField === "string" || Array.isArray(exportsField))
    return subpath === ".";
  const keys = Object.keys(exportsField);
  if (!keys.some((key) => key.startsWith("."))) return subpath === ".";
  return keys.some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf("*");
    if (star === -1) return false;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    return (
      subpath.length > before.length + after.length &&
      subpath.startsWith(before) &&
      subpath.endsWith(after)
    );
  });
}

/** The workspace root above `dir` (the folder with pnpm-workspace.yaml). */
function workspaceRoot(dir) {
  let current = resolve(dir);
  while (!existsSync(join(current, "pnpm-workspace.yaml"))) {
    const parent = dirname(current);
    if (parent === current)
      throw new Error(`no pnpm-workspace.yaml above ${dir}`);
    current = parent;
  }
  return current;
}

/** name -> package.json of every workspace package (apps/*, packages/*, tooling/*). */
function workspacePackages(root) {
  const found = new Map();
  for (const group of ["apps", "packages", "tooling"]) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir)) {
      const file = join(groupDir, name, "package.json");
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8"));
      Object.defineProperty(manifest, "dir", {
        value: join(groupDir, name),
        enumerable: false,
      });
      found.set(manifest.name, manifest);
    }
  }
  return found;
}

/**
 * One file-naming convention: a module is named after what it holds, in camelCase
 * (`sqliteStore.ts`, `richText.ts`), or PascalCase for a React component (`JobCard.tsx`),
 * followed by dotted roles (`.test`, `.css`, `.examples`, `.data`). Page modules are named
 * after their route id, which is a URL word: `not-found.page.tsx`.
 */
export function fileNameProblem(file) {
  const name = file.split("/").at(-1);
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*\.page\.tsx$/.test(name)) return undefined;
  if (/^[A-Za-z][A-Za-z0-9]*(?:\.[a-z0-9]+)*$/.test(name)) return undefined;
  return `'${name}' is not camelCase or PascalCase (a page module may be named after its route id)`;
}

/** Source without comments (line comments not after `:`, so URLs in strings survive). */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:\\])\/\/.*$/gm, "$1");
}

/**
 * The tables a source file creates: `createTable('name')` (Kysely migrations) and
 * `CREATE [TEMP] [VIRTUAL] TABLE [IF NOT EXISTS] name` (SQL migrations).
 */
export function tablesCreatedIn(source) {
  const code = withoutComments(source);
  const found = new Set();
  for (const match of code.matchAll(
    /\bcreateTable\(\s*['"`]([A-Za-z_]\w*)['"`]/g,
  ))
    found.add(match[1]);
  for (const match of code.matchAll(
    /\bCREATE\s+(?:TEMP(?:ORARY)?\s+)?(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?([A-Za-z_]\w*)/gi,
  ))
    found.add(match[1]);
  return found;
}

const lineAt = (code, index) => code.slice(0, index).split("\n").length;

/**
 * The tables a source file names, with their lines: Kysely query builder calls (`selectFrom`,
 * `insertInto`, `updateTable`, `deleteFrom`, joins, `alterTable`, `dropTable`...), SQL in string
 * and template literals (`from x`, `join x`, `into x`, `update x`, `table x`), and the keys of a
 * `*Tables` interface (a table's shape). Foreign keys (`references('users.id')`) are not
 * references: the database keeps that invariant for both packages.
 */
export function tableReferences(source) {
  const code = withoutComments(source);
  const found = [];
  const add = (table, index) =>
    found.push({ table, line: lineAt(code, index) });
  const calls =
    /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|crossJoinLateral|using|alterTable|dropTable|createTable|createIndex\([^)]*\)\s*\.on)\(\s*(\[[^\]]*\]|['"`][^'"`]*['"`])/g;
  for (const match of code.matchAll(calls))
    for (const name of match[1].matchAll(/['"`]\s*([A-Za-z_]\w*)/g))
      add(name[1], match.index);
  for (const literal of code.matchAll(
    /`[^`]*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g,
  )) {
    for (const match of literal[0].matchAll(
      /\b(?:from|join|into|update|table(?:\s+if\s+(?:not\s+)?exists)?)\s+["`]?([A-Za-z_]\w*)/gi,
    ))
      add(match[1], literal.index + match.index);
  }
  for (const match of code.matchAll(/\binterface\s+\w*Tables\b[^{]*\{/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    for (; at < code.length && depth > 0; at++) {
      if (code[at] === "{") depth++;
      else if (code[at] === "}") depth--;
    }
    const body = code.slice(start, at - 1);
    let level = 0;
    let offset = 0;
    for (const line of body.split("\n")) {
      const key = level === 0 && /^\s*([A-Za-z_]\w*)\??\s*:/.exec(line);
      if (key) add(key[1], start + offset);
      for (const char of line) {
        if (char === "{") level++;
        else if (char === "}") level--;
      }
      offset += line.length + 1;
    }
  }
  return found;
}

/**
 * The table types (`AccountTables`, `MailTables`: PascalCase names ending in `Tables`) a file
 * imports, with the module and line: another package's are its tables' shape.
 */
export function tableTypeImports(source) {
  const code = withoutComments(source);
  const found = [];
  for (const match of code.matchAll(
    /^[ \t]*(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm,
  )) {
    for (const part of match[1].split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (/^[A-Z]\w*Tables$/.test(name))
        found.push({
          name,
          specifier: match[2],
          line: lineAt(code, match.index),
        });
    }
  }
  return found;
}

/** table -> the packages whose shipped source creates it, over the whole workspace. */
function tableOwners(workspace) {
  const owners = new Map();
  for (const [name, manifest] of workspace) {
    // An app (private, no exports map) owns no tables: what it names is always another's.
    if (manifest.private === true && manifest.exports === undefined) continue;
    for (const file of sourceFiles(manifest.dir)) {
      if (devFile.test(file) && !/(?:^|\/)testing\//.test(file)) continue;
      for (const table of tablesCreatedIn(
        readFileSync(join(manifest.dir, file), "utf8"),
      ))
        owners.set(table, [...new Set([...(owners.get(table) ?? []), name])]);
    }
  }
  return owners;
}

/**
 * The floors of an app's `src/` (an app with a `src/features/` folder), as ARCHITECTURE.md draws
 * them: `server` registers the features and wires the packages; `client` is the browser's entry;
 * each feature holds its routes, pages and service; `routing` is what route handlers share,
 * `services` the workflows several features and the schedulers share; `components`, `document`
 * and `app` what every page shares. A file may import its own folder and the folders listed for
 * it, never one above (features may use one another's modules: one floor).
 */
export const appFloors = {
  server: ["features", "routing", "services", "components", "document", "app"],
  client: ["features", "components", "document", "app"],
  features: ["routing", "services", "components", "document", "app"],
  routing: ["document", "app"],
  services: [],
  components: ["document", "app"],
  document: ["app"],
  app: [],
};

/** The floor a file of an app's `src/` is on (`src/features/search/x.ts` -> `features`). */
const floorOf = (path) => {
  const [top, floor] = path.split("/");
  return top === "src" && floor in appFloors ? floor : undefined;
};

/** A relative import of an app file that runs against `appFloors`, as a message. */
export function floorProblem(file, specifier) {
  const from = floorOf(file);
  const target = join(dirname(file), specifier);
  const to = floorOf(target.split(sep).join("/"));
  if (from === undefined || to === undefined || from === to) return undefined;
  if (appFloors[from].includes(to)) return undefined;
  return `${from} may not import ${target} (it is on the ${to} floor; the arrows run server -> features -> routing, services -> components -> document -> app)`;
}

/** The violations of the package in `packageDir`, as `file: message` strings. */
export function checkPackage(packageDir) {
  const manifest = JSON.parse(
    readFileSync(join(packageDir, "package.json"), "utf8"),
  );
  const workspace = workspacePackages(workspaceRoot(packageDir));
  const runtimeDeclared = new Set(
    ["dependencies", "peerDependencies", "optionalDependencies"].flatMap(
      (field) => Object.keys(manifest[field] ?? {}),
    ),
  );
  const devDeclared = new Set(Object.keys(manifest.devDependencies ?? {}));
  const rules = arrows[manifest.name];
  const testingFiles = testingEntryFiles(manifest);
  const app = manifest.private === true && manifest.exports === undefined;
  const layered = app && existsSync(join(packageDir, "src", "features"));
  const violations = [];
  const owners = tableOwners(workspace);
  /** name -> whether shipped files import it at run time (false: for types only). */
  const shippedImports = new Map();

  for (const file of sourceFiles(packageDir)) {
    const naming = fileNameProblem(file);
    if (naming) violations.push(`${file}: naming: ${naming}`);
    const source = readFileSync(join(packageDir, file), "utf8");
    // An app (private, no exports map) is bundled, never installed or imported: its
    // devDependencies are enough. A private package with an exports map (the domain packages)
    // is checked like a public one: it is imported, and may be published one day.
    // What a `./testing` entry ships (its files and its folder) is installed with the package.
    const testing = testingFiles.has(file) || /(?:^|\/)testing\//.test(file);
    const forDev = app || (devFile.test(file) && !testing);
    // Tests, fixtures, benchmarks and scripts may set up and inspect any table; a `./testing`
    // entry ships, so it is held to the rule.
    if (!devFile.test(file) || testing) {
      const found = new Map();
      for (const { table, line } of tableReferences(source)) {
        const owner = owners.get(table);
        if (!owner || owner.includes(manifest.name)) continue;
        const message = `${file}:${line}: table: '${table}' belongs to ${owner.join(
          " and ",
        )}; call its functions`;
        found.set(message, line);
      }
      for (const { name, specifier, line } of tableTypeImports(source)) {
        const [owner] = splitSpecifier(specifier);
        if (owner === manifest.name || !workspace.has(owner)) continue;
        found.set(
          `${file}:${line}: table: '${name}' is ${owner}'s table types; call its functions`,
          line,
        );
      }
      violations.push(
        ...[...found].sort((a, b) => a[1] - b[1]).map(([message]) => message),
      );
    }
    for (const { specifier, typeOnly } of importsOf(source)) {
      if (specifier.startsWith(".")) {
        const problem = layered && floorProblem(file, specifier);
        if (problem) violations.push(`${file}: layer: ${problem}`);
        continue;
      }
      if (specifier.startsWith("/") || specifier.startsWith("#")) continue;
      if (
        specifier.startsWith("node:") ||
        builtins.has(specifier.split("/")[0])
      )
        continue;
      if (/^[a-z]+:/.test(specifier)) continue; // virtual: and data: modules
      const [name, subpath] = splitSpecifier(specifier);
      const report = (rule, message) =>
        violations.push(`${file}: ${rule}: ${message}`);

      if (name === manifest.name) {
        if (!exportsAllow(manifest.exports, subpath))
          report("deep", `'${specifier}' is not in ${name}'s exports map`);
        continue;
      }
      if (rules?.forbidden?.includes(name))
        report("forbidden", `${manifest.name} must not import '${name}'`);
      if (workspace.has(name) && !tooling.includes(name)) {
        const allowed =
          rules?.imports.includes(name) ||
          (typeOnly && rules?.typeOnly?.includes(name));
        if (!allowed) {
          const how = rules?.typeOnly?.includes(name)
            ? " (types only: use `import type`)"
            : "";
          report("arrow", `${manifest.name} may not import ${name}${how}`);
        }
      }
      const target = workspace.get(name);
      if (target && !exportsAllow(target.exports, subpath))
        report("deep", `'${specifier}' bypasses ${name}'s exports map`);
      const declared = runtimeDeclared.has(name) || devDeclared.has(name);
      if (!declared)
        report("undeclared", `'${name}' is not declared in package.json`);
      else if (!runtimeDeclared.has(name) && testing && !forDev)
        report(
          "peer",
          `'${name}' is imported by a ./testing entry: declare it as an optional peer dependency (the users' tests bring it)`,
        );
      else if (!runtimeDeclared.has(name) && !forDev && !typeOnly)
        report(
          "undeclared",
          `'${name}' is a devDependency but imported at run time by a shipped file`,
        );
      if (!forDev && !testing)
        shippedImports.set(
          name,
          (shippedImports.get(name) ?? false) || !typeOnly,
        );
    }
  }
  // A dependency that shipped code only reads types from is not installed for its code: users
  // who type-check bring it as a peer.
  if (!app) {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (shippedImports.get(name) === false)
        violations.push(
          `package.json: peer: '${name}' is imported for types only; declare it in peerDependencies (optional in peerDependenciesMeta) and devDependencies, not dependencies`,
        );
    }
  }
  return violations;
}

if (
  process.argv[1] &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
) {
  const dir = process.argv[2] ?? process.cwd();
  if (!statSync(dir).isDirectory())
    throw new Error(`${dir} is not a directory`);
  const violations = checkPackage(dir);
  for (const line of violations) console.error(line);
  if (violations.length > 0) {
    console.error(`${violations.length} boundary violation(s) in ${dir}`);
    process.exit(1);
  }
}
