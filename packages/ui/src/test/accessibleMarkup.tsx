import axe from 'axe-core';
import { HtmlValidate } from 'html-validate';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { UITestProvider } from './UITestProvider.tsx';

// Rules adjusted for React's output and for checking fragments rather than whole documents.
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<input />` and boolean attributes as `disabled=""`.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes a few attributes camelCase (`inputMode`, `enterKeyHint`); HTML attribute
    // names are case-insensitive, and React warns if they are given in lower case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // A combobox's popup is a `listbox` (WAI-ARIA combobox pattern); a native <select> cannot be.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // A fragment may start at any heading level (a card's `h3`); skipped levels still fail.
    'heading-level': ['error', { minInitialRank: 'any' }],
    // React's `useId` ids contain `_` and `:`; they are valid HTML ids.
    'valid-id': ['error', { relaxed: true }],
  },
});

/** Problems html-validate finds in an HTML fragment, one readable line each. */
export async function validateMarkup(markup: string): Promise<string[]> {
  const report = await htmlValidate.validateString(markup);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `html-validate ${message.ruleId}: ${message.message}` +
        (message.selector ? ` (at ${message.selector})` : ''),
    ),
  );
}

/**
 * axe-core violations in an HTML fragment, mounted in a `<div>` of the current (happy-dom)
 * document (so a fragment may bring its own `<main>`). `color-contrast` is disabled: it needs real layout and colours, which only a browser
 * has; the browser tests check contrast.
 */
export async function findAxeViolations(markup: string): Promise<string[]> {
  document.documentElement.lang = 'en';
  document.title ||= 'Component check';
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  try {
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    return results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `axe ${violation.id}: ${violation.help} (at ${node.target.join(' ')})`,
      ),
    );
  } finally {
    container.remove();
  }
}

/**
 * Renders `element` inside `UITestProvider` to static markup (as the server would) and fails with
 * every problem found if the HTML is invalid or axe-core reports a violation.
 */
export async function expectAccessibleMarkup(element: ReactElement): Promise<string> {
  const markup = renderToStaticMarkup(<UITestProvider>{element}</UITestProvider>);
  const problems = [...(await validateMarkup(markup)), ...(await findAxeViolations(markup))];
  if (problems.length > 0) {
    throw new Error(
      `Markup has ${problems.length} problem(s):\n${problems.join('\n')}\n\n${markup}`,
    );
  }
  return markup;
}
