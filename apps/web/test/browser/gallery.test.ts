import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { allExamples } from '@joblane/ui/examples';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  collectProblems,
  launchBrowser,
  nativeLookLeft,
  tabTo,
  waitForHydration,
  type Browser,
} from './browser.ts';

// The kit gallery as app teams use it: the list filtered as they type, every component's page
// (examples, their code, props) axe-clean at phone and desktop widths, and all of it by keyboard.
// Screenshots go to apps/web/test-results/gallery/ (git-ignored) for people to look at.
const screenshots = join(appRoot, 'test-results', 'gallery');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the gallery’s list in Chromium', () => {
  it('filters as you type, keeps the search in the address, and opens a component by keyboard', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/ui?v=5`);
    await waitForHydration(page);
    const list = page.locator('#main');
    await expect(list.getByRole('link', { name: 'Button', exact: true }).count()).resolves.toBe(1);

    const search = page.getByRole('searchbox', { name: 'Search components' });
    await search.pressSequentially('TabPanel');
    await page.getByText(`1 of ${allExamples.length} components match “TabPanel”`).waitFor();
    await expect(list.getByRole('link', { name: 'Button', exact: true }).count()).resolves.toBe(0);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('TabPanel');
    expect(url.searchParams.get('v')).toBe('5');
    expect(await axeViolations(page)).toEqual([]);

    // From the search field, Tab reaches the one result; Enter opens its page.
    await search.focus();
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      if (focused === 'Tabs') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tabs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ui/Tabs');
    expect(new URL(page.url()).searchParams.get('v')).toBe('5');

    // Back, the list is filtered as it was left (the address kept the search).
    await page.goBack();
    await waitForHydration(page);
    await expect(search.inputValue()).resolves.toBe('TabPanel');
    await search.fill('');
    await page.getByText(`${allExamples.length} components`, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([375, 1280])('has no axe violations at %i px wide', async (width) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.origin}/ui`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, `ui-${width}.png`), fullPage: true });
    await page.close();
  });
});

/** axe rules whose outcome depends on the layout: overlapping text, small targets, scrolling. */
const NARROW_LAYOUT_RULES = ['color-contrast', 'target-size', 'scrollable-region-focusable'];

describe.each([375, 1280])('every component page at %i px wide', (width) => {
  it('shows each example beside its code, and a props table, with none of the browser’s own borders or button faces, no axe violation or console error', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize({ width, height: 800 });
    // The kit's native controls inside the example frames, each with whatever of the browser's
    // own look is left (the gallery's toolbar and bare-`<input>` examples carry no class).
    let controls = 0;
    const nativeLook: string[] = [];
    for (const { component, examples } of allExamples) {
      await page.goto(`${server.origin}/ui/${component}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: component, exact: true }).waitFor();
      await expect(
        page.getByRole('region', { name: /^Code of / }).count(),
        component,
      ).resolves.toBe(examples.length);
      await expect(page.locator('[data-color-mode]').count(), component).resolves.toBe(
        examples.length,
      );
      await expect(
        page.getByRole('region', { name: /^Props of / }).count(),
        component,
      ).resolves.toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${component}: wider than the viewport by`).toBe(0);
      const look = await nativeLookLeft(page, '[data-color-mode]');
      controls += look.count;
      nativeLook.push(...look.found.map((problem) => `${component}: ${problem}`));
      // Every rule at 1280 px; at 375 px the rules a narrower layout can break (the markup is the
      // same), which keeps the two passes over every component page within the suite's time.
      expect(
        await axeViolations(page, width === 1280 ? undefined : NARROW_LAYOUT_RULES),
        component,
      ).toEqual([]);
      if (['Button', 'Tabs', 'TextField'].includes(component)) {
        await page.screenshot({
          path: join(screenshots, `${component}-${width}.png`),
          fullPage: true,
        });
      }
    }
    expect(controls).toBeGreaterThan(50);
    expect(nativeLook).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 600_000);
});

describe('a component page in Chromium', () => {
  it('previews the examples in dark mode on a click, still axe-clean', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/ui/Alert`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Preview in dark mode' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    const alert = allExamples.find(({ component }) => component === 'Alert')!;
    await expect(page.locator('[data-color-mode="dark"]').count()).resolves.toBe(
      alert.examples.length,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lets a keyboard user reach and scroll the code and the props table', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.origin}/ui/TextField`);
    await waitForHydration(page);
    const table = page.getByRole('region', { name: 'Props of TextField' });
    await table.focus();
    await expect(table.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    // Wider than a phone: the arrow key scrolls it sideways, the page does not move.
    await expect(
      table.evaluate((element) => element.scrollWidth > element.clientWidth),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });
});

describe('the toast stack in Chromium', () => {
  /** Each toast of the provider's stack as a user sees it (top to bottom of the page). */
  const toastBoxes = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-expanded] [data-state]')]
        .map((toast) => {
          const box = toast.getBoundingClientRect();
          const centre = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
          return {
            text: toast.textContent ?? '',
            top: box.top,
            bottom: box.bottom,
            height: box.height,
            opacity: getComputedStyle(toast).opacity,
            // The toast whose lower edge is on top where this one's is.
            onTopAtItsFoot: centre?.closest('[data-state]') === toast,
            // Its text fits its box: nothing cut off.
            clipped: toast.scrollHeight > toast.clientHeight + 1,
          };
        })
        .sort((a, b) => a.top - b.top),
    );

  it.each([375, 1280])(
    'at %i px: the critical toast in front, the others peeking fully opaque, all shown in full on hover or focus',
    async (width) => {
      const page = await browser.context.newPage();
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.origin}/ui/Toast`);
      await waitForHydration(page);
      const example = page.locator('[data-color-mode]').first();
      // The critical toast first, then two newer ones: it still stays in front.
      await example.getByRole('button', { name: 'Fail' }).click();
      await example.getByRole('button', { name: 'Save job' }).click();
      await example.getByRole('button', { name: 'Remove job' }).click();
      await page.mouse.move(1, 1);
      await expect
        .poll(async () => (await toastBoxes(page)).map(({ opacity }) => opacity))
        .toEqual(['1', '1', '1']);

      const collapsed = await toastBoxes(page);
      const front = collapsed.at(-1)!;
      expect(front.text).toContain('Could not save the job');
      expect(front.onTopAtItsFoot).toBe(true);
      expect(front.clipped).toBe(false);
      // The two behind peek out above it, one clear step each (not a sliver of cut text).
      expect(front.top - collapsed[1]!.top).toBeGreaterThanOrEqual(10);
      expect(collapsed[1]!.top - collapsed[0]!.top).toBeGreaterThanOrEqual(10);
      await page.screenshot({ path: join(screenshots, `Toast-stack-collapsed-${width}.png`) });

      // Hover anywhere on the stack: every toast at full height, none over another.
      const stack = (await page.locator('[data-expanded]').boundingBox())!;
      await page.mouse.move(stack.x + stack.width / 2, stack.y + 2);
      await expect.poll(() => page.locator('[data-expanded="true"]').count()).toBe(1);
      await expect
        .poll(async () => {
          const boxes = await toastBoxes(page);
          return boxes.every(
            (box, index) =>
              box.onTopAtItsFoot && (index === 0 || box.top >= boxes[index - 1]!.bottom),
          );
        })
        .toBe(true);
      const expanded = await toastBoxes(page);
      expect(expanded.map(({ clipped }) => clipped)).toEqual([false, false, false]);
      expect(expanded.map(({ opacity }) => opacity)).toEqual(['1', '1', '1']);
      expect(expanded.at(-1)!.text).toContain('Could not save the job');
      await page.screenshot({ path: join(screenshots, `Toast-stack-expanded-${width}.png`) });

      // Away, it collapses again; Tab into it (the stack follows the provider's children in
      // the Tab order) expands it too.
      await page.mouse.move(1, 1);
      await expect.poll(() => page.locator('[data-expanded="false"]').count()).toBe(1);
      await example.getByRole('button', { name: 'Fail' }).focus();
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('[data-expanded]') !== null),
        )
        .toBe(true);
      await expect.poll(() => page.locator('[data-expanded="true"]').count()).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('moves nothing when the user prefers reduced motion', async () => {
    const page = await browser.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.origin}/ui/Toast`);
    await waitForHydration(page);
    const example = page.locator('[data-color-mode]').first();
    await example.getByRole('button', { name: 'Fail' }).click();
    await example.getByRole('button', { name: 'Remove job' }).click();
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('[data-expanded] [data-state]')].flatMap((toast) => [
        getComputedStyle(toast).transitionDuration,
        ...[...toast.children].map((part) => getComputedStyle(part).transitionDuration),
      ]),
    );
    expect(durations.length).toBeGreaterThan(2);
    expect(new Set(durations)).toEqual(new Set(['0s']));
    await page.close();
  });

  it('sizes each example box to its example and cuts no code off at the right', async () => {
    const page = await browser.context.newPage();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.origin}/ui/Toast`);
      await waitForHydration(page);
      const frame = (await page.locator('[data-color-mode]').first().boundingBox())!;
      const code = (await page.getByRole('region', { name: 'Code of Show toasts' }).boundingBox())!;
      // One row of three links, not the height of the code beside it.
      expect(frame.height, `${width}`).toBeLessThan(150);
      expect(code.height, `${width}`).toBeGreaterThan(frame.height * 2);
      const cutOff = await page
        .getByRole('region', { name: /^Code of / })
        .evaluateAll(
          (regions) => regions.filter((region) => region.scrollWidth > region.clientWidth).length,
        );
      expect(cutOff, `${width}`).toBe(0);
    }
    await page.close();
  });
});

describe('the kit’s fields in Chromium', () => {
  it('draw one focus ring, the kit’s, and leave the clear button out of the Tab order', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/ui/TextField`);
    await waitForHydration(page);
    const keywords = page.getByRole('searchbox', { name: 'Keywords' });
    await page.getByRole('region', { name: 'Code of Labels and description' }).focus();
    await tabTo(page, 'input[type="search"]');
    const rings = await keywords.evaluate((input) => {
      const box = input.parentElement!;
      const ring = (element: Element) => {
        const style = getComputedStyle(element);
        return { outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
      };
      return { input: ring(input), box: ring(box) };
    });
    // The browser's own ring ("auto", orange or dark) is gone from the input; the box has the
    // kit's 3 px ring and keeps its 1 px border (no second, accent-coloured ring inside).
    expect(rings.input.outline).toMatch(/^none /);
    expect(rings.input.shadow).toBe('none');
    expect(rings.box.outline).toBe('solid 3px');
    expect(rings.box.shadow).toMatch(/ 0px 0px 0px 1px inset$/);

    // Tab goes from the field past its clear button; Escape clears it.
    await expect(page.getByRole('button', { name: 'Clear' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe(
      'Clear',
    );
    await page.keyboard.press('Shift+Tab');
    await expect(keywords.evaluate((input) => input === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(keywords.inputValue()).resolves.toBe('');
    await page.close();
  });
});
