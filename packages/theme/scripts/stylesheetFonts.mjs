// After joblane-build-package: ships the web font with the published stylesheet. Copies the
// WOFF2 files to dist/fonts and puts their `@font-face` rules (and the metric-matched fallback's)
// at the top of dist/styles.css with URLs relative to it, so a consumer's bundler resolves them
// from `@joblane/theme/styles.css`. Reads the built dist/fonts.js, the same code apps use.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { fontFaceCss, webFontFiles } = await import(join(dist, 'fonts.js'));

mkdirSync(join(dist, 'fonts'), { recursive: true });
for (const file of webFontFiles) copyFileSync(file.path, join(dist, 'fonts', file.fileName));

const stylesheet = join(dist, 'styles.css');
const faces = fontFaceCss((file) => `./fonts/${file.fileName}`);
writeFileSync(stylesheet, `${faces}\n${readFileSync(stylesheet, 'utf8')}`);
console.log(
  `@joblane/theme: ${webFontFiles.length} font files -> dist/fonts, @font-face in styles.css`,
);
