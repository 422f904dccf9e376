#!/usr/bin/env node
// joblane-build-package: builds the public package in the current directory to `dist`, the files
// `pnpm pack` ships (see README.md). The workspace resolves `exports` (TypeScript source); the
// packed package.json takes `publishConfig.exports` / `publishConfig.bin` (dist), so each
// published entry names the source entry it is built from by its key.
//
// 1. JavaScript: esbuild bundles every published entry and bin (ESM, code splitting into
//    dist/chunks, every bare import left to the consumer's node_modules). `.css.ts` files are
//    compiled by @vanilla-extract/esbuild-plugin to their class names (no CSS import in the JS).
// 2. CSS (when `publishConfig.exports` has "./styles.css"): the same sources compiled once more,
//    keeping only the stylesheet, in import order. Styles are evaluated against the dependencies'
//    built dist (the theme's), so names agree with their published stylesheets.
// 3. Declarations: `tsc -p tsconfig.build.json` (emitDeclarationOnly) into dist, beside the JS.
// 4. Checks: every published path exists; bins start with a Node shebang and are executable.
//    `joblane-build-package --check` runs only these (the packages' `prepublishOnly`), so a
//    publish without a build fails instead of shipping an empty package.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const stylesheetKey = './styles.css';

class BuildError extends Error {}

/** `./src/Button/index.ts` -> `Button/index` (the path inside src, without the extension). */
function sourceStem(source, where) {
  const match = /^\.\/src\/(.+)\.(ts|tsx)$/.exec(source);
  if (!match) throw new BuildError(`${where}: "${source}" is not a .ts or .tsx file under ./src`);
  return match[1];
}

/**
 * The entries to build: each published `exports` key with a JavaScript target must also be a key
 * of the workspace `exports`, and its dist paths must mirror the source path (`./src/X.ts` ->
 * `./dist/X.js` and `./dist/X.d.ts`), so a reader can tell which source each published file is.
 */
function publishedEntries(manifest) {
  const publish = manifest.publishConfig;
  if (!publish?.exports) {
    throw new BuildError(
      `${manifest.name} has no publishConfig.exports: list the entries the published package has`,
    );
  }
  const entries = [];
  for (const [key, target] of Object.entries(publish.exports)) {
    if (key === stylesheetKey) {
      if (target !== './dist/styles.css') {
        throw new BuildError(`publishConfig.exports["${key}"] must be "./dist/styles.css"`);
      }
      continue;
    }
    const source = manifest.exports?.[key]?.default;
    if (typeof source !== 'string') {
      throw new BuildError(
        `publishConfig.exports["${key}"] has no workspace entry exports["${key}"] to build from`,
      );
    }
    const stem = sourceStem(source, `exports["${key}"]`);
    const expected = { types: `./dist/${stem}.d.ts`, default: `./dist/${stem}.js` };
    if (target?.types !== expected.types || target?.default !== expected.default) {
      throw new BuildError(
        `publishConfig.exports["${key}"] must be ${JSON.stringify(expected)} (built from ${source})`,
      );
    }
    entries.push({ key, source, stem });
  }
  // Every workspace entry is published, or said to be the workspace's own (test helpers,
  // benchmarks): a new entry cannot be left out of the published package by accident.
  const workspaceOnly = new Set(manifest.joblane?.workspaceOnly ?? []);
  for (const key of Object.keys(manifest.exports ?? {})) {
    if (!(key in publish.exports) && !workspaceOnly.has(key)) {
      throw new BuildError(
        `exports["${key}"] is not published: add it to publishConfig.exports, or list it in "joblane": { "workspaceOnly": [...] }`,
      );
    }
  }
  const bins = [];
  for (const [name, target] of Object.entries(publish.bin ?? {})) {
    const source = manifest.bin?.[name];
    if (typeof source !== 'string') {
      throw new BuildError(`publishConfig.bin["${name}"] has no workspace bin["${name}"]`);
    }
    const stem = sourceStem(source, `bin["${name}"]`);
    if (target !== `./dist/${stem}.js`) {
      throw new BuildError(`publishConfig.bin["${name}"] must be "./dist/${stem}.js"`);
    }
    bins.push({ name, source, stem });
  }
  return { entries, bins, stylesheet: stylesheetKey in publish.exports };
}

function hasStyleSources(directory) {
  return readdirSync(directory, { recursive: true }).some((file) =>
    String(file).endsWith('.css.ts'),
  );
}

/**
 * vanilla-extract names a `.css.ts` file's classes and variables after its path relative to the
 * build's working directory, so the theme's `vars` evaluated from source inside the kit's build
 * (`../theme/src/vars.css.ts`) would get other names than the theme's own build gives them. While
 * styles are evaluated, a dependency that publishes a dist (publishConfig.exports) resolves to
 * that built entry instead: the kit's stylesheet then references exactly the variables the
 * published theme's stylesheet defines, and holds none of the theme's rules.
 */
function publishedDependencies(root, manifest) {
  const names = new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }));
  return {
    name: 'published-dependencies',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        const parts = args.path.split('/');
        const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
        if (!names.has(name)) return undefined;
        const directory = join(root, 'node_modules', name);
        const dependency = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
        const subpath = `.${args.path.slice(name.length)}`;
        const target = dependency.publishConfig?.exports?.[subpath];
        if (target === undefined) return undefined;
        const file = join(directory, typeof target === 'string' ? target : target.default);
        if (!existsSync(file)) {
          return {
            errors: [{ text: `${args.path} is not built (${file}): build ${name} first` }],
          };
        }
        return { path: realpathSync(file) };
      });
    },
  };
}

/** Fails unless every file the published manifest names is in dist (and bins are executable). */
function checkBuilt(root, manifest) {
  const { entries, bins, stylesheet } = publishedEntries(manifest);
  const missing = entries
    .flatMap(({ stem }) => [`${stem}.js`, `${stem}.d.ts`])
    .concat(bins.map(({ stem }) => `${stem}.js`))
    .concat(stylesheet ? ['styles.css'] : [])
    .filter((file) => !existsSync(join(root, 'dist', file)));
  if (missing.length > 0) {
    throw new BuildError(
      `${manifest.name}: not built: ${missing.map((file) => `dist/${file}`).join(', ')} ` +
        '(run its build script, or `pnpm exec turbo run build` in the workspace)',
    );
  }
  for (const { stem } of bins) {
    const file = join(root, 'dist', `${stem}.js`);
    if (!readFileSync(file, 'utf8').startsWith('#!/usr/bin/env node\n')) {
      throw new BuildError(`dist/${stem}.js has no Node shebang`);
    }
    if ((statSync(file).mode & 0o111) === 0)
      throw new BuildError(`dist/${stem}.js is not executable`);
  }
}

async function buildPackage(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { entries, bins, stylesheet } = publishedEntries(manifest);
  const dist = join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const styled = hasStyleSources(join(root, 'src'));
  // The same identifiers in both builds (and in every package), so class names and theme
  // variable names in the JavaScript match the stylesheets.
  const vanilla = (outputCss) =>
    vanillaExtractPlugin({
      identifiers: 'short',
      outputCss,
      esbuildOptions: { plugins: [publishedDependencies(root, manifest)] },
    });
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // Keep `with { type: 'json' }` on imports left to node_modules: Node needs it for JSON.
    supported: { 'import-attributes': true },
    jsx: 'automatic',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  };

  await build({
    ...common,
    entryPoints: [...entries, ...bins].map(({ source, stem }) => ({ in: source, out: stem })),
    outdir: dist,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: styled ? [vanilla(false)] : [],
  });

  if (stylesheet) {
    if (!styled) throw new BuildError(`${manifest.name} publishes ./styles.css but has no .css.ts`);
    const result = await build({
      ...common,
      stdin: {
        // Namespace re-exports, not bare imports: a bare import of a file that `sideEffects`
        // does not list would be dropped, and its styles with it.
        contents: entries
          .map(({ source }, index) => `export * as entry${index} from ${JSON.stringify(source)};`)
          .join('\n'),
        resolveDir: root,
        sourcefile: 'styles.ts',
      },
      outdir: dist,
      write: false,
      plugins: [vanilla(true)],
    });
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
    if (!css || css.text.trim() === '')
      throw new BuildError(`${manifest.name}: no CSS was emitted`);
    // esbuild heads each file's rules with its path, which for vanilla-extract's virtual CSS
    // carries the whole CSS again as base64 (`?source=...`): keep the readable path only.
    const stylesheetText = css.text.replace(
      /\/\* vanilla-extract-css-ns:(.+?)\.vanilla\.css\?source=[^*]*\*\//g,
      '/* $1 */',
    );
    writeFileSync(join(dist, 'styles.css'), stylesheetText);
  }

  if (!existsSync(join(root, 'tsconfig.build.json'))) {
    throw new BuildError(`${manifest.name} has no tsconfig.build.json for its declarations`);
  }
  // The package's own TypeScript (a devDependency of every package), run with this Node.js.
  const typescript = createRequire(join(root, 'package.json')).resolve('typescript/package.json');
  const tsc = join(dirname(typescript), JSON.parse(readFileSync(typescript, 'utf8')).bin.tsc);
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });

  for (const { stem } of bins) {
    const file = join(dist, `${stem}.js`);
    const code = readFileSync(file, 'utf8').replace(/^#![^\n]*\n/, '');
    writeFileSync(file, `#!/usr/bin/env node\n${code}`);
    chmodSync(file, 0o755);
  }

  checkBuilt(root, manifest);

  const files = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dist, file)).isFile());
  const bytes = (suffix) =>
    files
      .filter((file) => file.endsWith(suffix) && (suffix !== '.js' || !file.endsWith('.d.ts')))
      .reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `${manifest.name}: ${entries.length} entries, ${bins.length} bins -> ${relative(process.cwd(), dist) || 'dist'} ` +
      `(${files.length} files; JS ${kb(bytes('.js'))}, declarations ${kb(bytes('.d.ts'))}` +
      `${stylesheet ? `, styles.css ${kb(statSync(join(dist, 'styles.css')).size)}` : ''})`,
  );
}

try {
  if (process.argv[2] === '--check') {
    checkBuilt(process.cwd(), JSON.parse(readFileSync('package.json', 'utf8')));
  } else if (process.argv[2] === undefined) {
    await buildPackage(process.cwd());
  } else {
    throw new BuildError(
      `unknown argument ${process.argv[2]}; usage: joblane-build-package [--check]`,
    );
  }
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`joblane-build-package: ${error.message}`);
  process.exit(1);
}
