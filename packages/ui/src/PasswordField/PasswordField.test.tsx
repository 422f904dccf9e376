import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { PasswordField } from './PasswordField.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PasswordField', () => {
  it('hides what is typed until shown, and hides it again', async () => {
    const onVisibilityChange = vi.fn();
    const { user } = renderWithProvider(
      <PasswordField label="Password" onVisibilityChange={onVisibilityChange} />,
    );
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveValue('secret');
    expect(onVisibilityChange).toHaveBeenLastCalledWith(true);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibilityChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by value and onChange', async () => {
    function Controlled() {
      const [password, setPassword] = useState('ab');
      return (
        <>
          <PasswordField label="Password" value={password} onChange={setPassword} />
          <output>{password.length}</output>
        </>
      );
    }
    const { user } = renderWithProvider(<Controlled />);
    await user.type(screen.getByLabelText('Password'), 'cd');
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });

  it('takes translations, and its message and description describe it', () => {
    renderWithProvider(
      <PasswordField
        label="Passwort"
        translations={{ show: 'Zeigen', subject: ' (Passwort)' }}
        description="Mindestens 12 Zeichen."
        message="Zu kurz."
        tone="critical"
      />,
    );
    expect(screen.getByRole('button', { name: 'Zeigen (Passwort)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Zu kurz. Mindestens 12 Zeichen.',
    );
    expect(screen.getByLabelText('Passwort')).toBeInvalid();
  });

  it('disables the show button with the field', () => {
    renderWithProvider(<PasswordField label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
