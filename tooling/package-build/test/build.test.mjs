// joblane-build-package on small packages written to a temporary folder (their node_modules is
// this package's, for TypeScript and vanilla-extract). Run with `node --test`
// (pnpm --filter @joblane/package-build test). The real packages are built and then packed,
// installed and rendered by tooling/pack-test.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const builder = join(here, '..', 'build.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'joblane-package-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const tsconfig = {
  compilerOptions: {
    target: 'es2022',
    module: 'preserve',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    strict: true,
    skipLibCheck: true,
    types: [],
    declaration: true,
    emitDeclarationOnly: true,
    rewriteRelativeImportExtensions: true,
    rootDir: 'src',
    outDir: 'dist',
  },
  include: ['src'],
};

/** Writes a package (files by path) with this package's node_modules; returns its folder. */
function fixture(name, manifest, files) {
  const root = join(scratch, name);
  for (const [path, text] of Object.entries({
    'package.json': JSON.stringify({
      name: `@fixture/${name}`,
      version: '1.0.0',
      type: 'module',
      ...manifest,
    }),
    'tsconfig.build.json': JSON.stringify(tsconfig),
    ...files,
  })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  symlinkSync(join(here, '..', 'node_modules'), join(root, 'node_modules'));
  return root;
}

const build = (root, ...args) =>
  spawnSync(process.execPath, [builder, ...args], { cwd: root, encoding: 'utf8' });

const plain = {
  exports: { '.': { types: './src/index.ts', default: './src/index.ts' } },
  publishConfig: { exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } } },
};
const plainSource = {
  'src/index.ts':
    'export interface Greeting { text: string }\nexport const greet = (name: string): Greeting => ({ text: `hello ${name}` });\n',
};

describe('joblane-build-package', () => {
  it('builds entries and bins to dist: ES modules, declarations, a Node shebang', async () => {
    const root = fixture(
      'cli',
      {
        ...plain,
        bin: { greet: './src/cli.ts' },
        publishConfig: { ...plain.publishConfig, bin: { greet: './dist/cli.js' } },
      },
      {
        ...plainSource,
        'src/cli.ts':
          "#!/usr/bin/env tsx\nimport { greet } from './index.ts';\n" +
          'declare const process: { argv: string[]; stdout: { write(text: string): void } };\n' +
          "process.stdout.write(greet(process.argv[2] ?? '').text);\n",
      },
    );
    const result = build(root);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /@fixture\/cli: 1 entries, 1 bins -> dist/);

    const { greet } = await import(join(root, 'dist', 'index.js'));
    assert.deepEqual(greet('Ada'), { text: 'hello Ada' });
    assert.match(
      readFileSync(join(root, 'dist', 'index.d.ts'), 'utf8'),
      /export interface Greeting/,
    );

    const cli = join(root, 'dist', 'cli.js');
    assert.ok(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n'));
    assert.notEqual(statSync(cli).mode & 0o111, 0);
    assert.equal(spawnSync(cli, ['Grace'], { encoding: 'utf8' }).stdout, 'hello Grace');
    assert.equal(build(root, '--check').status, 0);
  });

  it('compiles vanilla-extract to class names in the JavaScript and the same classes in styles.css', async () => {
    const root = fixture(
      'styled',
      {
        ...plain,
        publishConfig: {
          exports: { ...plain.publishConfig.exports, './styles.css': './dist/styles.css' },
        },
      },
      {
        'src/index.ts': "export { box } from './box.css.ts';\n",
        'src/box.css.ts':
          "import { style } from '@vanilla-extract/css';\nexport const box = style({ color: 'rebeccapurple' });\n",
      },
    );
    const result = build(root);
    assert.equal(result.status, 0, result.stderr);
    const { box } = await import(join(root, 'dist', 'index.js'));
    assert.match(box, /^[\w-]+$/);
    const css = readFileSync(join(root, 'dist', 'styles.css'), 'utf8');
    assert.match(css, new RegExp(`\\.${box} \\{\\s*color: rebeccapurple;`));
    // Each file's rules are headed by its path, without vanilla-extract's base64 copy of them.
    assert.match(css, /^\/\* src\/box\.css\.ts \*\/$/m);
    assert.doesNotMatch(css, /source=/);
    // No CSS import in the JavaScript: it loads on plain Node.js.
    assert.doesNotMatch(readFileSync(join(root, 'dist', 'index.js'), 'utf8'), /^import/m);
  });

  it('rejects a published entry that does not mirror its source, saying what it must be', () => {
    const root = fixture(
      'mismatch',
      {
        ...plain,
        publishConfig: {
          exports: { '.': { types: './dist/main.d.ts', default: './dist/main.js' } },
        },
      },
      plainSource,
    );
    const result = build(root);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /publishConfig\.exports\["\."\] must be \{"types":"\.\/dist\/index\.d\.ts","default":"\.\/dist\/index\.js"\} \(built from \.\/src\/index\.ts\)/,
    );
    assert.equal(existsSync(join(root, 'dist')), false);
  });

  it('rejects a package without publishConfig.exports and an entry with no source twin', () => {
    const bare = fixture('bare', { exports: plain.exports }, plainSource);
    assert.match(build(bare).stderr, /@fixture\/bare has no publishConfig\.exports/);
    const orphan = fixture(
      'orphan',
      {
        ...plain,
        publishConfig: {
          exports: { './extra': { types: './dist/extra.d.ts', default: './dist/extra.js' } },
        },
      },
      plainSource,
    );
    assert.match(
      build(orphan).stderr,
      /publishConfig\.exports\["\.\/extra"\] has no workspace entry/,
    );
  });

  it('rejects a workspace entry left out of the published package unless it is workspace-only', () => {
    const extra = { './testing': { types: './src/index.ts', default: './src/index.ts' } };
    const forgotten = fixture(
      'forgotten',
      { ...plain, exports: { ...plain.exports, ...extra } },
      plainSource,
    );
    assert.match(
      build(forgotten).stderr,
      /exports\["\.\/testing"\] is not published: add it to publishConfig\.exports, or list it in "joblane": \{ "workspaceOnly"/,
    );
    const declared = fixture(
      'workspace-only',
      {
        ...plain,
        exports: { ...plain.exports, ...extra },
        joblane: { workspaceOnly: ['./testing'] },
      },
      plainSource,
    );
    assert.equal(build(declared).status, 0);
  });

  it('--check fails while dist is missing, naming the files, and passes once built', () => {
    const root = fixture('check', plain, plainSource);
    const before = build(root, '--check');
    assert.equal(before.status, 1);
    assert.match(before.stderr, /@fixture\/check: not built: dist\/index\.js, dist\/index\.d\.ts/);
    assert.equal(build(root).status, 0);
    assert.equal(build(root, '--check').status, 0);
    assert.match(build(root, '--watch').stderr, /unknown argument --watch/);
  });
});
