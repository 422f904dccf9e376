import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { RadioItem } from './RadioItem.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RadioGroup', () => {
  describe('uncontrolled', () => {
    it('is a radio group named by its legend; choosing submits the value under the name', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <RadioGroup label="Pay" name="salarytype" onChange={onChange}>
            <RadioItem value="annual" label="Annual salary" />
            <RadioItem value="hourly" label="Hourly rate" />
          </RadioGroup>
        </form>,
      );
      expect(screen.getByRole('radiogroup', { name: 'Pay' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Annual salary' })).not.toBeChecked();
      await user.click(screen.getByText('Hourly rate'));
      expect(screen.getByRole('radio', { name: 'Hourly rate' })).toBeChecked();
      expect(onChange).toHaveBeenCalledWith('hourly');
      expect(new FormData(container.querySelector('form')!).get('salarytype')).toBe('hourly');
    });

    it('groups its radios under a generated name when none is given', () => {
      renderWithProvider(
        <RadioGroup label="Sort" defaultValue="date">
          <RadioItem value="relevance" label="Relevance" />
          <RadioItem value="date" label="Date" />
        </RadioGroup>,
      );
      const [first, second] = screen.getAllByRole('radio');
      expect(first!.getAttribute('name')).toBeTruthy();
      expect(first!.getAttribute('name')).toBe(second!.getAttribute('name'));
      expect(second).toBeChecked();
    });
  });

  it('moves the choice with the arrow keys', async () => {
    const { user } = renderWithProvider(
      <RadioGroup label="Sort" defaultValue="relevance">
        <RadioItem value="relevance" label="Relevance" />
        <RadioItem value="date" label="Date" />
      </RadioGroup>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Relevance' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Date' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Date' })).toBeChecked();
  });

  describe('controlled', () => {
    it('shows the given value and reports choices', async () => {
      function Controlled() {
        const [value, setValue] = useState('annual');
        return (
          <>
            <RadioGroup label="Pay" value={value} onChange={setValue}>
              <RadioItem value="annual" label="Annual salary" />
              <RadioItem value="hourly" label="Hourly rate" />
            </RadioGroup>
            <output>{value}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      expect(screen.getByRole('radio', { name: 'Annual salary' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Hourly rate' }));
      expect(screen.getByRole('status')).toHaveTextContent('hourly');
      expect(screen.getByRole('radio', { name: 'Annual salary' })).not.toBeChecked();
    });
  });

  it('describes the group and its items, and marks the group invalid and required', () => {
    renderWithProvider(
      <RadioGroup
        label="Arrangement"
        description="Where you work."
        message="Choose one."
        tone="critical"
        required
      >
        <RadioItem value="remote" label="Remote" description="Anywhere in Australia" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Arrangement' });
    expect(group).toHaveAccessibleDescription('Choose one. Where you work.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    const radio = screen.getByRole('radio', { name: 'Remote' });
    expect(radio).toHaveAccessibleDescription('Anywhere in Australia');
    expect(radio).toBeRequired();
  });

  it('disables every item when disabled, or one item', () => {
    renderWithProvider(
      <>
        <RadioGroup label="Off" disabled>
          <RadioItem value="a" label="A" />
        </RadioGroup>
        <RadioGroup label="Partly">
          <RadioItem value="b" label="B" disabled />
          <RadioItem value="c" label="C" />
        </RadioGroup>
      </>,
    );
    expect(screen.getByRole('radio', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'B' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'C' })).toBeEnabled();
  });

  it('throws a developer error for a RadioItem outside a RadioGroup', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProvider(<RadioItem value="x" label="X" />)).toThrow(
      'RadioItem must be rendered inside RadioGroup.',
    );
  });
});
