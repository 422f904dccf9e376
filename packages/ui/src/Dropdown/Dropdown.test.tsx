import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Dropdown } from './Dropdown.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const options = [
  { text: 'Healthcare & Medical', value: 'healthcare' },
  { text: 'Education & Training', value: 'education' },
];

describe('Dropdown', () => {
  describe('uncontrolled', () => {
    it('starts on the placeholder, changes by choice and submits the value by name', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <Dropdown
            label="Classification"
            name="classification"
            placeholder="Any classification"
            options={options}
            onChange={onChange}
          />
        </form>,
      );
      const select = screen.getByRole('combobox', { name: 'Classification' });
      expect(select).toHaveValue('');
      expect(screen.getByRole('option', { name: 'Any classification' })).toHaveAttribute(
        'value',
        '',
      );
      await user.selectOptions(
        select,
        screen.getByRole('option', { name: 'Education & Training' }),
      );
      expect(select).toHaveValue('education');
      expect(onChange).toHaveBeenCalledWith('education');
      expect(new FormData(container.querySelector('form')!).get('classification')).toBe(
        'education',
      );
    });

    it('starts on the first option without a placeholder, and takes string options', () => {
      renderWithProvider(<Dropdown label="Sort" options={['Relevance', 'Date']} />);
      expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Relevance');
    });
  });

  describe('controlled', () => {
    it('shows the given value and reports changes', async () => {
      function Controlled() {
        const [value, setValue] = useState('healthcare');
        return (
          <>
            <Dropdown label="Classification" options={options} value={value} onChange={setValue} />
            <output>{value}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      const select = screen.getByRole('combobox', { name: 'Classification' });
      expect(select).toHaveValue('healthcare');
      await user.selectOptions(select, 'education');
      expect(screen.getByRole('status')).toHaveTextContent('education');
    });
  });

  it('renders groups as optgroups and disables options and the placeholder when required', () => {
    renderWithProvider(
      <Dropdown
        label="Salary"
        placeholder="Choose"
        required
        options={[
          { label: 'Low', options: ['$40k', { text: '$60k', value: '60000', disabled: true }] },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Low' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '$60k' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Choose' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Salary' })).toBeRequired();
  });

  it('is described by its message and invalid in the critical tone', () => {
    renderWithProvider(
      <Dropdown label="Work type" options={['Full time']} tone="critical" message="Choose one." />,
    );
    const select = screen.getByRole('combobox', { name: 'Work type' });
    expect(select).toHaveAccessibleDescription('Choose one.');
    expect(select).toBeInvalid();
  });
});
