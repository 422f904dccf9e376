import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile (see TOOLCHAIN.md). */
export async function launchBrowser(
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with ` +
        '`apt-get update && apt-get install -y chromium` (.ci/run does this), or set CHROMIUM_PATH.',
    );
  }
  const profile = await mkdtemp(join(tmpdir(), 'joblane-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...options,
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Console errors and warnings, failed requests and uncaught exceptions of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A static asset's fetch the browser cut short because the page moved on (the site icon, or
    // a script fetched ahead for the next page, such as the toast stack's after a form is sent):
    // nothing a visitor sees. A missing or broken asset answers 404 or 500, which still counts.
    if (error === 'net::ERR_ABORTED' && new URL(request.url()).pathname.startsWith('/assets/')) {
      return;
    }
    problems.push(`request failed: ${request.url()} ${error}`);
  });
  return problems;
}

/** Resolves once React has hydrated the document (the app shell marks `<html>`). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
}

/** axe's violations on the page as it is now, one readable line each (rule, help, where). */
export async function axeViolations(
  page: Page,
  /** Only these rules (e.g. `color-contrast` in the dark scheme, whose structure is the same). */
  rules?: readonly string[],
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default gathers each frame's partial results
  // and opens a blank page per call to merge them, which took over half of every check's time;
  // the site has no frames to gather from.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (rules === undefined ? builder : builder.withRules([...rules])).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * The native controls the kit draws on a page (or inside `root`), each with whatever of the
 * browser's own look is left: a border, a native appearance, a grey button face.
 */
export function nativeLookLeft(page: Page, root: string) {
  return page.evaluate((rootSelector) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      `${rootSelector} :is(input:not([type="hidden"]), button, select, textarea)[class]`,
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const border = sides.some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      const face = style.backgroundColor === 'rgb(239, 239, 239)';
      if (border || style.appearance !== 'none' || face) {
        found.push(
          `${control.tagName.toLowerCase()} ${control.getAttribute('name') ?? control.getAttribute('aria-label') ?? control.textContent?.trim()}: ` +
            `border ${style.borderTopWidth} ${style.borderTopStyle}, appearance ${style.appearance}, background ${style.backgroundColor}`,
        );
      }
    }
    return { count: controls.length, found };
  }, root);
}

/**
 * The newest outbox mail's link to `path` for someone at `to` (the dev outbox at `/dev/mail`),
 * as an absolute URL. The mail is sent by the queue's worker after the request that queued it
 * answered, so the outbox is read again until it is there.
 */
export async function outboxLink(page: Page, origin: string, to: string, path: string) {
  const entry = page.locator('li', { hasText: `To ${to}` }).first();
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/dev/mail`);
        return entry.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await entry.getByRole('link').click();
  const href = await page.locator(`a[href*="${path}?"]`).first().getAttribute('href');
  if (href === null) throw new Error(`no ${path} link in the mail to ${to}`);
  return new URL(href, origin);
}

/** The two widths every page is looked at: a small phone and a laptop. */
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Presses Tab until the focused element matches (at most `limit` times), as a keyboard user does. */
export async function tabTo(page: Page, selector: string, limit = 80) {
  for (let press = 0; press < limit; press += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Where the browser tests put their screenshots (`apps/web/test-results`). */
export const screenshotsDir = join(appRoot, 'test-results');

/** The built server and two desktop Chromium contexts a browser test file shares. */
export interface BuiltSite {
  server: RunningServer;
  /** With JavaScript. */
  browser: Browser;
  /** Without JavaScript: plain forms and links. */
  noScript: Browser;
}

/**
 * Starts the built server (with `env`) and the two Chromium contexts before the file's tests
 * (`beforeAll`) and stops them after (`afterAll`); the returned object holds them meanwhile.
 */
export function sharedBuiltSite(env: Record<string, string>, timeoutMs = 60_000): BuiltSite {
  const site = {} as BuiltSite;
  beforeAll(async () => {
    await mkdir(screenshotsDir, { recursive: true });
    site.server = await startBuiltServer({ env });
    site.browser = await launchBrowser({ viewport: DESKTOP });
    site.noScript = await launchBrowser({ javaScriptEnabled: false, viewport: DESKTOP });
  }, timeoutMs);
  afterAll(async () => {
    await site.noScript?.close();
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
