import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { RadioItem } from '../RadioGroup/RadioItem.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { UITestProvider } from '../test/UITestProvider.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const errors = [
  { message: 'Enter your email address', fieldId: 'email' },
  { message: "Answer 'Do you hold a current RN registration?'", fieldId: 'registration' },
];

function Form() {
  return (
    <>
      <ErrorSummary errors={errors} />
      <TextField id="email" label="Email" tone="critical" message="Enter your email address" />
      <RadioGroup
        id="registration"
        label="Do you hold a current RN registration?"
        tone="critical"
        message="Choose yes or no"
      >
        <RadioItem value="yes" label="Yes" />
        <RadioItem value="no" label="No" />
      </RadioGroup>
    </>
  );
}

describe('ErrorSummary', () => {
  it('says "There is a problem" and lists one link per problem, in order', () => {
    renderWithProvider(<Form />);
    const heading = screen.getByRole('heading', { name: 'There is a problem' });
    expect(heading.tagName).toBe('H2');
    expect(screen.getByRole('alert')).toContainElement(heading);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your email address', '#email'],
      ["Answer 'Do you hold a current RN registration?'", '#registration'],
    ]);
  });

  it('takes focus when it appears, named by its heading', () => {
    renderWithProvider(<Form />);
    const summary = screen
      .getByRole('heading', { name: 'There is a problem' })
      .closest('[tabindex="-1"]');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAccessibleName('There is a problem');
  });

  it('is focused by the server markup too (autofocus), unless told not to', () => {
    const markup = (focusOnAppear: boolean) =>
      renderToStaticMarkup(
        <UITestProvider>
          <ErrorSummary errors={errors} focusOnAppear={focusOnAppear} />
        </UITestProvider>,
      );
    expect(markup(true)).toMatch(/<div[^>]*tabindex="-1"[^>]*autofocus=""/u);
    expect(markup(false)).not.toContain('autofocus');
  });

  it('moves focus to a field, and to a radio group’s first option, from its link', async () => {
    const { user } = renderWithProvider(<Form />);
    await user.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(
      screen.getByRole('link', { name: "Answer 'Do you hold a current RN registration?'" }),
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('takes focus again when the problems change, and renders nothing without any', async () => {
    function Changing() {
      const [shown, setShown] = useState(errors.slice(0, 1));
      return (
        <>
          <ErrorSummary errors={shown} />
          <button type="button" onClick={() => setShown(errors)}>
            Submit
          </button>
          <button type="button" onClick={() => setShown([])}>
            Fix
          </button>
        </>
      );
    }
    const { user } = renderWithProvider(<Changing />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex]'),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <ErrorSummary errors={[...errors, { message: 'Something else went wrong.' }]} />,
    );
  });
});
