import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Checkbox, type CheckboxChecked } from './Checkbox.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Checkbox', () => {
  describe('uncontrolled', () => {
    it('toggles with a click on its label and with Space, and submits its value', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <Checkbox label="Remote only" name="remote" value="yes" onChange={onChange} />
        </form>,
      );
      const checkbox = screen.getByRole('checkbox', { name: 'Remote only' });
      expect(checkbox).not.toBeChecked();
      await user.click(screen.getByText('Remote only'));
      expect(checkbox).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(true);
      expect(new FormData(container.querySelector('form')!).get('remote')).toBe('yes');
      await user.keyboard(' ');
      expect(checkbox).not.toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(false);
      expect(new FormData(container.querySelector('form')!).get('remote')).toBeNull();
    });

    it('starts indeterminate and becomes checked when clicked', async () => {
      const onChange = vi.fn();
      const { user } = renderWithProvider(
        <Checkbox label="All work types" defaultChecked="mixed" onChange={onChange} />,
      );
      const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All work types' });
      expect(checkbox).toBePartiallyChecked();
      await user.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(checkbox).not.toBePartiallyChecked();
      expect(onChange).toHaveBeenCalledWith(true);
    });
  });

  describe('controlled', () => {
    it('follows its checked prop, including mixed', async () => {
      function Controlled() {
        const [checked, setChecked] = useState<CheckboxChecked>('mixed');
        return (
          <>
            <Checkbox label="All" checked={checked} onChange={setChecked} />
            <button type="button" onClick={() => setChecked('mixed')}>
              Reset
            </button>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      const checkbox = screen.getByRole('checkbox', { name: 'All' });
      expect(checkbox).toBePartiallyChecked();
      await user.click(checkbox);
      expect(checkbox).toBeChecked();
      await user.click(checkbox);
      expect(checkbox).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(checkbox).toBePartiallyChecked();
    });

    it('stays as given when the parent ignores onChange', async () => {
      const onChange = vi.fn();
      const { user } = renderWithProvider(
        <Checkbox label="Fixed" checked={false} onChange={onChange} />,
      );
      await user.click(screen.getByRole('checkbox', { name: 'Fixed' }));
      expect(onChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('checkbox', { name: 'Fixed' })).not.toBeChecked();
    });
  });

  it('is described by its message and description, and invalid in the critical tone', () => {
    renderWithProvider(
      <Checkbox
        label="I agree"
        description="Read the terms first."
        message="Agree to continue."
        tone="critical"
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAccessibleDescription('Agree to continue. Read the terms first.');
    expect(checkbox).toBeInvalid();
    expect(checkbox).toBeRequired();
  });

  it('cannot be toggled while disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProvider(<Checkbox label="Off" disabled onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Off' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Off' })).toBeDisabled();
  });

  it('warns when nothing names it and rejects an unknown tone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProvider(<Checkbox />);
    expect(warn).toHaveBeenCalledWith(
      'Checkbox has no accessible name: give it a label, aria-label or aria-labelledby.',
    );
    expect(() => renderWithProvider(<Checkbox label="x" tone={'info' as 'neutral'} />)).toThrow(
      'Checkbox does not support tone "info"',
    );
  });
});
