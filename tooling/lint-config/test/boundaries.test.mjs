// The boundary check on a fixture workspace where each rule is broken on purpose, and on the real
// packages, which must pass. Run with `node --test` (pnpm --filter @joblane/lint-config test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
  checkPackage,
  exportsAllow,
  fileNameProblem,
  importsOf,
  tableReferences,
  tablesCreatedIn,
} from '../boundaries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = join(here, 'fixtures', 'workspace');
const checker = join(here, '..', 'boundaries.mjs');
const repoRoot = join(here, '..', '..', '..');

describe('importsOf', () => {
  it('finds static, side-effect, re-export and dynamic imports, and type-only ones', () => {
    const source = [
      "import { a } from 'one';",
      "import type { B } from 'two';",
      "import { type C, type D } from 'three';",
      "import { type E, f } from 'four';",
      "import 'five.css';",
      "export { g } from 'six';",
      "const h = await import('seven');",
      "// import { x } from 'commented-out';",
      'import {',
      '  i,',
      '  j,',
      "} from 'eight';",
    ].join('\n');
    assert.deepEqual(importsOf(source), [
      { specifier: 'one', typeOnly: false },
      { specifier: 'two', typeOnly: true },
      { specifier: 'three', typeOnly: true },
      { specifier: 'four', typeOnly: false },
      { specifier: 'five.css', typeOnly: false },
      { specifier: 'six', typeOnly: false },
      { specifier: 'eight', typeOnly: false },
      { specifier: 'seven', typeOnly: false },
    ]);
  });
});

describe('fileNameProblem', () => {
  it('takes camelCase and PascalCase with dotted roles, and route-id page modules', () => {
    for (const ok of [
      'src/store/sqlite/sqliteStore.ts',
      'src/JobCard/JobCard.css.ts',
      'src/model/text.test.ts',
      'src/pages/not-found.page.tsx',
      'src/model/places.data.ts',
    ])
      assert.equal(fileNameProblem(ok), undefined, ok);
    for (const bad of ['src/rich-text.ts', 'src/job_posting.ts', 'src/Not-Found.tsx'])
      assert.match(fileNameProblem(bad), /is not camelCase/, bad);
  });
});

describe('tablesCreatedIn and tableReferences', () => {
  it('finds the tables a migration creates, in Kysely and in SQL', () => {
    const source = [
      "await db.schema.createTable('users').execute();",
      'db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS jobs_fts USING fts5 (title)`);',
      "db.exec('create temp table scratch (x)');",
      "// createTable('commented_out')",
    ].join('\n');
    assert.deepEqual([...tablesCreatedIn(source)], ['users', 'jobs_fts', 'scratch']);
  });

  it('finds Kysely calls, SQL in strings and *Tables keys, not foreign keys or comments', () => {
    const source = [
      "db.selectFrom('applications as a').innerJoin('users', 'users.id', 'a.seeker_id');",
      "trx.deleteFrom('mail_queue');",
      'sql`select email from users where id = ${id}`;',
      "c.references('organisations.id');",
      '// read it from sessions',
      'interface HiringTables {',
      '  resumes: { id: string; nested: { deep: string } };',
      '  users: { id: string };',
      '}',
    ].join('\n');
    assert.deepEqual(
      tableReferences(source).map(({ table, line }) => `${line}:${table}`),
      ['1:applications', '1:users', '2:mail_queue', '3:users', '7:resumes', '8:users'],
    );
  });
});

describe('exportsAllow', () => {
  it('matches exact keys and * patterns, and only "." for a string exports', () => {
    const map = { '.': './a.js', './Button': './b.js', './icons/*': './i/*.js' };
    assert.equal(exportsAllow(map, './Button'), true);
    assert.equal(exportsAllow(map, './icons/Add'), true);
    assert.equal(exportsAllow(map, './src/Button/Button.tsx'), false);
    assert.equal(exportsAllow('./a.js', '.'), true);
    assert.equal(exportsAllow('./a.js', './x'), false);
    assert.equal(exportsAllow(undefined, './anything'), true);
  });
});

describe('the boundary rules on a fixture workspace with deliberate violations', () => {
  const check = (name) => checkPackage(join(fixture, name));

  it('arrow: the kit imports job code or router-links at run time', () => {
    const found = check('packages/ui');
    assert.ok(found.includes('src/index.ts: arrow: @joblane/ui may not import @joblane/jobs'));
    assert.ok(
      found.includes(
        'src/index.ts: arrow: @joblane/ui may not import @joblane/router-links (types only: use `import type`)',
      ),
    );
  });

  it('deep: an import bypasses an exports map (the kit itself and the app)', () => {
    assert.ok(
      check('packages/ui').includes(
        "src/index.ts: deep: '@joblane/ui/src/private/secret.ts' is not in @joblane/ui's exports map",
      ),
    );
    assert.deepEqual(check('apps/web'), [
      "src/app.tsx: deep: '@joblane/ui/src/private/secret.ts' bypasses @joblane/ui's exports map",
      "src/demo.ts:2: table: 'users' belongs to @joblane/accounts; call its functions",
    ]);
  });

  it('undeclared: a shipped file imports a devDependency; tests may', () => {
    const found = check('packages/ui');
    assert.ok(
      found.includes(
        "src/index.ts: undeclared: 'axe-core' is a devDependency but imported at run time by a shipped file",
      ),
    );
    assert.equal(
      found.filter((line) => line.startsWith('src/Button.test.tsx')).length,
      0,
      found.join('\n'),
    );
    // Nothing else: the theme, router-links' types and the peer are allowed.
    assert.equal(found.length, 4, found.join('\n'));
  });

  it('forbidden and undeclared: job code imports React, and a package it does not declare', () => {
    assert.deepEqual(check('packages/jobs'), [
      "src/index.ts: forbidden: @joblane/jobs must not import 'react'",
      "src/index.ts: undeclared: 'zod' is not declared in package.json",
    ]);
  });

  it('arrow: the theme imports the workspace (a dynamic import too)', () => {
    assert.deepEqual(check('packages/theme'), [
      'src/index.ts: arrow: @joblane/theme may not import @joblane/ui',
    ]);
  });

  it('arrow: a domain package imports the web app; naming: a kebab-case module', () => {
    assert.deepEqual(check('packages/mail'), [
      'src/index.ts: arrow: @joblane/mail may not import @joblane/web',
      "src/send-mail.ts: naming: 'send-mail.ts' is not camelCase or PascalCase (a page module may be named after its route id)",
    ]);
  });

  it('peer: a ./testing entry imports a devDependency; a dependency is only read for types (in a private package with an exports map, as in a public one)', () => {
    assert.deepEqual(check('packages/database'), [
      "src/testing/index.ts: peer: 'vitest' is imported by a ./testing entry: declare it as an optional peer dependency (the users' tests bring it)",
      "package.json: peer: 'kysely' is imported for types only; declare it in peerDependencies (optional in peerDependenciesMeta) and devDependencies, not dependencies",
    ]);
  });

  it('table: a package names tables another package creates (queries, SQL, table types); tests may', () => {
    assert.deepEqual(check('packages/hiring'), [
      "src/index.ts:9: table: 'mail_queue' belongs to @joblane/mail; call its functions",
      "src/index.ts:12: table: 'users' belongs to @joblane/accounts; call its functions",
      "src/index.ts:15: table: 'users' belongs to @joblane/accounts; call its functions",
      "src/schema.ts:2: table: 'MailTables' is @joblane/mail's table types; call its functions",
      "src/schema.ts:7: table: 'users' belongs to @joblane/accounts; call its functions",
    ]);
  });

  it('table: the owner names its own tables freely; the app owns none', () => {
    assert.deepEqual(check('packages/accounts'), []);
    assert.ok(
      check('apps/web').includes(
        "src/demo.ts:2: table: 'users' belongs to @joblane/accounts; call its functions",
      ),
    );
  });

  it('layer: an app file imports a floor above its own (a feature the server, app a component)', () => {
    assert.deepEqual(check('apps/site'), [
      'src/app/format.ts: layer: app may not import src/components/Card.ts (it is on the components floor; the arrows run server -> features -> routing, services -> components -> document -> app)',
      'src/features/search/searchRoute.ts: layer: features may not import src/server/app.ts (it is on the server floor; the arrows run server -> features -> routing, services -> components -> document -> app)',
    ]);
  });

  it('passes a package within its bounds', () => {
    assert.deepEqual(check('packages/router-links'), []);
  });

  it('fails the command with one line per violation', () => {
    const run = spawnSync(process.execPath, [checker], {
      cwd: join(fixture, 'packages/mail'),
      encoding: 'utf8',
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /arrow: @joblane\/mail may not import @joblane\/web/);
    assert.match(run.stderr, /2 boundary violation\(s\)/);
  });
});

describe('the real workspace', () => {
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      it(`${group}/${name} is within its bounds`, () => {
        assert.deepEqual(checkPackage(join(repoRoot, group, name)), []);
      });
    }
  }
});
