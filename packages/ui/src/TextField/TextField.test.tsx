import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IconSearch } from '../Icons/icons.tsx';
import { characterCountAnnouncementDelay } from '../private/field/CharacterCount.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { TextField, type TextFieldType } from './TextField.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TextField', () => {
  describe('uncontrolled', () => {
    it('is labelled, takes typing and submits its value under its name', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <TextField label="Keywords" name="keywords" defaultValue="design" onChange={onChange} />
        </form>,
      );
      const input = screen.getByRole('textbox', { name: 'Keywords' });
      await user.type(input, 'er');
      expect(input).toHaveValue('designer');
      expect(onChange).toHaveBeenLastCalledWith('designer');
      const form = container.querySelector('form')!;
      expect(new FormData(form).get('keywords')).toBe('designer');
    });

    it('shows the clear button only while there is a value, clears and returns focus', async () => {
      const onClear = vi.fn();
      const { user } = renderWithProvider(
        <TextField label="Keywords" clearable onClear={onClear} />,
      );
      const input = screen.getByRole('textbox', { name: 'Keywords' });
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
      await user.type(input, 'nurse');
      const clear = screen.getByRole('button', { name: 'Clear' });
      await user.click(clear);
      expect(input).toHaveValue('');
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(input).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    });

    it('clears with Escape from the keyboard; the clear button is not a Tab stop', async () => {
      const onClear = vi.fn();
      const { user } = renderWithProvider(
        <>
          <TextField
            label="Keywords"
            clearable
            defaultValue="nurse"
            clearLabel="Clear keywords"
            onClear={onClear}
          />
          <button type="button">Search</button>
        </>,
      );
      const input = screen.getByRole('textbox', { name: 'Keywords' });
      expect(screen.getByRole('button', { name: 'Clear keywords' })).toHaveAttribute(
        'tabindex',
        '-1',
      );
      await user.tab();
      expect(input).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
      await user.tab({ shift: true });
      await user.keyboard('{Escape}');
      expect(input).toHaveValue('');
      expect(input).toHaveFocus();
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Clear keywords' })).not.toBeInTheDocument();
      // Escape in an empty field, or in one without a clear button, changes nothing.
      await user.keyboard('{Escape}');
      expect(onClear).toHaveBeenCalledTimes(1);
    });

    it('renders the clear button as a link with clearHref, which clears in place when clicked', async () => {
      const { user, container } = renderWithProvider(
        <TextField
          label="Keywords"
          clearable
          defaultValue="nurse"
          clearLabel="Clear keywords"
          clearHref="/jobs?where=Sydney"
        />,
      );
      // Without JavaScript the server's markup is a link to the search without keywords.
      const clear = screen.getByRole('link', { name: 'Clear keywords' });
      expect(clear).toHaveAttribute('href', '/jobs?where=Sydney');
      expect(container.querySelector('button')).toBeNull();
      await user.click(clear);
      expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveFocus();
      expect(window.location.pathname).not.toBe('/jobs');
    });

    it('has no clear button while disabled or without clearable', () => {
      renderWithProvider(
        <>
          <TextField label="Disabled" clearable disabled defaultValue="x" />
          <TextField label="Plain" defaultValue="x" />
        </>,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    });
  });

  describe('controlled', () => {
    it('shows the value it is given and reports edits and clearing through onChange', async () => {
      function Keywords() {
        const [value, setValue] = useState('nurse');
        return (
          <>
            <TextField label="Keywords" value={value} onChange={setValue} clearable />
            <output>{value}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Keywords />);
      const input = screen.getByRole('textbox', { name: 'Keywords' });
      await user.type(input, 's');
      expect(screen.getByRole('status')).toHaveTextContent('nurses');
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(input).toHaveValue('');
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('keeps the given value when the parent ignores onChange', async () => {
      const onChange = vi.fn();
      const { user } = renderWithProvider(
        <TextField label="Keywords" value="fixed" onChange={onChange} />,
      );
      const input = screen.getByRole('textbox', { name: 'Keywords' });
      await user.type(input, 'x');
      expect(onChange).toHaveBeenCalledWith('fixedx');
      expect(input).toHaveValue('fixed');
    });
  });

  it('joins message, description and count into aria-describedby', () => {
    renderWithProvider(
      <TextField
        label="Headline"
        description="Shown on your profile"
        message="Too long"
        tone="critical"
        characterLimit={10}
        defaultValue="Senior engineer"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Headline' });
    expect(input).toHaveAccessibleDescription(
      'Too long Shown on your profile 5 characters too many',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toHaveLength(3);
    expect(document.getElementById(ids[0]!)).toHaveTextContent('Too long');
    expect(document.getElementById(ids[1]!)).toHaveTextContent('Shown on your profile');
  });

  it('names the field with aria-label or aria-labelledby, and warns when nothing names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(
      <>
        <span id="where-heading">Where</span>
        <TextField aria-label="Search jobs" />
        <TextField aria-labelledby="where-heading" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Where' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    renderWithProvider(<TextField />);
    expect(warn).toHaveBeenCalledWith(
      'TextField has no accessible name: give it a label, aria-label or aria-labelledby.',
    );
  });

  it('does not warn about a missing name in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production');
    try {
      renderWithProvider(<TextField />);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the prefix with the field and hides the icon', () => {
    renderWithProvider(
      <TextField label="Minimum salary" prefix="$" icon={<IconSearch />} defaultValue="90000" />,
    );
    const input = screen.getByRole('textbox', { name: 'Minimum salary' });
    expect(input).toHaveAccessibleDescription('$');
    expect(input.parentElement!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes type, inputMode, required and disabled to the input', () => {
    renderWithProvider(
      <>
        <TextField label="Email" type="email" required />
        <TextField label="Salary" type="number" inputMode="numeric" />
        <TextField label="Password" type="password" disabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Salary' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('rejects an unknown type or tone with a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProvider(<TextField label="X" type={'date' as TextFieldType} />),
    ).toThrow('TextField does not support type "date"; use one of text, email, search');
    expect(() => renderWithProvider(<TextField label="X" tone={'info' as 'neutral'} />)).toThrow(
      'TextField does not support tone "info"; use one of neutral, critical, positive, caution',
    );
  });

  describe('character count', () => {
    it.each([
      // [limit, text length, shown count or null]
      [50, 39, null],
      [50, 40, '10 characters remaining'],
      [100, 69, null],
      [100, 70, '30 characters remaining'],
      [200, 139, null],
      [200, 140, '60 characters remaining'],
      [25, 19, null],
      [25, 20, '5 characters remaining'],
      [10, 9, null],
      [10, 10, '0 characters remaining'],
      [10, 11, '1 character too many'],
      [5000, 3500, '1,500 characters remaining'],
      [2000, 2024, '24 characters too many'],
    ])('limit %i with %i characters shows %s', (limit, length, shown) => {
      renderWithProvider(
        <TextField label="Headline" characterLimit={limit} defaultValue={'a'.repeat(length)} />,
      );
      const input = screen.getByRole('textbox', { name: 'Headline' });
      const describedBy = input.getAttribute('aria-describedby');
      if (shown === null) {
        expect(describedBy).toBeNull();
      } else {
        // The same words for everyone: shown (never a bare "-24") and read with the field.
        const counter = document.getElementById(describedBy!)!;
        expect(counter).toHaveTextContent(shown, { normalizeWhitespace: false });
        expect(counter.querySelector('[aria-hidden="true"]')).toBeNull();
        expect(input).toHaveAccessibleDescription(shown);
      }
    });

    it('turns critical past the limit and updates while typing', async () => {
      const { user } = renderWithProvider(
        <TextField label="Headline" characterLimit={10} defaultValue="123456789" />,
      );
      const input = screen.getByRole('textbox', { name: 'Headline' });
      expect(input).not.toHaveAttribute('aria-describedby');
      await user.type(input, '0');
      expect(input).toHaveAccessibleDescription('0 characters remaining');
      const within = document.getElementById(input.getAttribute('aria-describedby')!)!;
      const withinClass = within.className;
      await user.type(input, '1');
      expect(input).toHaveAccessibleDescription('1 character too many');
      const over = document.getElementById(input.getAttribute('aria-describedby')!)!;
      expect(over.className).not.toBe(withinClass);
      expect(over.className).toMatch(/tone_critical/);
      expect(withinClass).toMatch(/tone_secondary/);
    });

    it('announces the count politely once typing pauses, with the caller’s wording', async () => {
      const { user } = renderWithProvider(
        <TextField
          label="Headline"
          characterLimit={13}
          characterCountMessage={(remaining) => `noch ${remaining} Zeichen`}
        />,
      );
      const live = document.querySelector('[aria-live="polite"]')!;
      const input = screen.getByRole('textbox', { name: 'Headline' });
      const started = Date.now();
      await user.type(input, 'abcdefghijk');
      // Not per keystroke: nothing yet right after typing.
      expect(live).toHaveTextContent('');
      await waitFor(() => expect(live).toHaveTextContent('noch 2 Zeichen'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(characterCountAnnouncementDelay);
      expect(input).toHaveAccessibleDescription('noch 2 Zeichen');
    });

    it('does not announce the count a field loads with, only after an edit', async () => {
      const { user } = renderWithProvider(
        <TextField label="Headline" characterLimit={10} defaultValue="123456789012" />,
      );
      const live = document.querySelector('[aria-live="polite"]')!;
      await new Promise((resolve) => setTimeout(resolve, characterCountAnnouncementDelay + 100));
      expect(live).toHaveTextContent('');
      await user.type(screen.getByRole('textbox', { name: 'Headline' }), '{Backspace}');
      await waitFor(() => expect(live).toHaveTextContent('1 character too many'));
    });
  });
});
