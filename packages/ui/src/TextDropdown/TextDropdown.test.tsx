import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Text } from '../Text/Text.tsx';
import { TextDropdown } from './TextDropdown.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const sortModes = [
  { text: 'relevance', value: 'relevance' },
  { text: 'date listed', value: 'date' },
];

describe('TextDropdown', () => {
  describe('uncontrolled', () => {
    it('is a labelled native select inside the text that a GET form submits by name', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <Text>
            Sort by{' '}
            <TextDropdown label="Sort by" name="sortmode" options={sortModes} onChange={onChange} />
          </Text>
        </form>,
      );
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      expect(select.tagName).toBe('SELECT');
      expect(select).toHaveValue('relevance');
      await user.selectOptions(select, 'date');
      expect(select).toHaveValue('date');
      expect(onChange).toHaveBeenCalledWith('date');
      expect(new FormData(container.querySelector('form')!).get('sortmode')).toBe('date');
    });

    it('takes string options and a starting value', () => {
      renderWithProvider(
        <TextDropdown aria-label="Jobs per page" options={['20', '50']} defaultValue="50" />,
      );
      const select = screen.getByRole('combobox', { name: 'Jobs per page' });
      expect(select).toHaveValue('50');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        '20',
        '50',
      ]);
    });

    it('is reached with Tab (the platform picker handles its keys) and skipped while disabled', async () => {
      const { user } = renderWithProvider(
        <>
          <TextDropdown label="Sort by" options={sortModes} />
          <TextDropdown label="Per page" options={['20']} disabled />
          <button type="button">Next</button>
        </>,
      );
      await user.tab();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    });
  });

  describe('controlled', () => {
    it('shows the given value and reports changes', async () => {
      function Controlled() {
        const [sort, setSort] = useState('date');
        return (
          <>
            <TextDropdown label="Sort by" options={sortModes} value={sort} onChange={setSort} />
            <output>{sort}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      expect(select).toHaveValue('date');
      await user.selectOptions(select, 'relevance');
      expect(screen.getByRole('status')).toHaveTextContent('relevance');
    });
  });

  it('throws a developer error naming a value that is not an option', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProvider(<TextDropdown label="Sort by" options={sortModes} value="x" />),
    ).toThrow('TextDropdown: value "x" is not one of its options');
    expect(() =>
      renderWithProvider(<TextDropdown label="Size" options={['20', '50']} defaultValue="30" />),
    ).toThrow('TextDropdown: value "30" is not one of its options ("20", "50").');
    expect(() => renderWithProvider(<TextDropdown label="Empty" options={[]} />)).toThrow(
      'TextDropdown needs at least one option.',
    );
  });

  it('warns when nothing names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(<TextDropdown options={sortModes} />);
    expect(warn).toHaveBeenCalledWith(
      'TextDropdown has no accessible name: give it a label, aria-label or aria-labelledby.',
    );
  });
});
