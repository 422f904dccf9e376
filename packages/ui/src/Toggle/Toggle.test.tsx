import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Toggle, type ToggleSize } from './Toggle.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Toggle', () => {
  describe('uncontrolled', () => {
    it('is a labelled switch that toggles with a click, Space and a click on its label', async () => {
      const onChange = vi.fn();
      const { user } = renderWithProvider(<Toggle label="Remote only" onChange={onChange} />);
      const toggle = screen.getByRole('switch', { name: 'Remote only' });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(toggle).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(true);
      expect(toggle).toHaveFocus();
      await user.keyboard(' ');
      expect(toggle).not.toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(false);
      await user.click(screen.getByText('Remote only'));
      expect(toggle).toBeChecked();
    });

    it('toggles with a touch (tap)', async () => {
      const onChange = vi.fn();
      const { user } = renderWithProvider(<Toggle label="Remote only" onChange={onChange} />);
      const toggle = screen.getByRole('switch', { name: 'Remote only' });
      await user.pointer({ keys: '[TouchA]', target: toggle });
      expect(toggle).toBeChecked();
      expect(onChange).toHaveBeenCalledWith(true);
    });

    it('submits its value while on, and nothing while off', async () => {
      const { user, container } = renderWithProvider(
        <form>
          <Toggle label="Remote only" name="remote" value="true" defaultOn />
        </form>,
      );
      const form = container.querySelector('form')!;
      expect(new FormData(form).get('remote')).toBe('true');
      await user.click(screen.getByRole('switch'));
      expect(new FormData(form).get('remote')).toBeNull();
    });
  });

  describe('controlled', () => {
    it('follows its on prop and reports changes', async () => {
      function Controlled() {
        const [on, setOn] = useState(true);
        return (
          <>
            <Toggle label="Alerts" on={on} onChange={setOn} />
            <output>{on ? 'on' : 'off'}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Controlled />);
      const toggle = screen.getByRole('switch', { name: 'Alerts' });
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('off');
    });

    it('stays as given when the parent ignores onChange', () => {
      const onChange = vi.fn();
      renderWithProvider(<Toggle label="Fixed" on onChange={onChange} />);
      const toggle = screen.getByRole('switch', { name: 'Fixed' });
      fireEvent.click(toggle);
      expect(onChange).toHaveBeenCalledWith(false);
      expect(toggle).toBeChecked();
    });
  });

  it('puts the label on either side', () => {
    renderWithProvider(
      <>
        <Toggle label="Right" />
        <Toggle label="Left" labelPosition="left" />
      </>,
    );
    const right = screen.getByRole('switch', { name: 'Right' }).closest('div')!;
    const left = screen.getByRole('switch', { name: 'Left' }).closest('div')!;
    expect(left.className).not.toBe(right.className);
    expect(left.className).toMatch(/labelLeft/);
  });

  it('cannot be toggled while disabled and is described by its description', async () => {
    const { user } = renderWithProvider(
      <Toggle label="Visible" description="Employers can find you." disabled />,
    );
    const toggle = screen.getByRole('switch', { name: 'Visible' });
    expect(toggle).toHaveAccessibleDescription('Employers can find you.');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('rejects an unknown size and warns when nothing names it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => renderWithProvider(<Toggle label="X" size={'large' as ToggleSize} />)).toThrow(
      'Toggle does not support size "large"; use one of small, standard.',
    );
    renderWithProvider(<Toggle />);
    expect(warn).toHaveBeenCalledWith(
      'Toggle has no accessible name: give it a label, aria-label or aria-labelledby.',
    );
  });
});
