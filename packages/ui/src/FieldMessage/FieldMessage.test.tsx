import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { FieldMessage, type FieldMessageTone } from './FieldMessage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FieldMessage', () => {
  it('shows the message under its id in its tone, with an icon for the non-neutral tones', () => {
    renderWithProvider(
      <>
        <FieldMessage id="a" message="Neutral" />
        <FieldMessage id="b" message="Wrong" tone="critical" />
        <FieldMessage id="c" message="Good" tone="positive" />
        <FieldMessage id="d" message="Careful" tone="caution" />
      </>,
    );
    expect(document.getElementById('a')).toHaveTextContent('Neutral');
    expect(document.getElementById('a')!.querySelector('svg')).toBeNull();
    for (const [id, tone] of [
      ['b', 'critical'],
      ['c', 'positive'],
      ['d', 'caution'],
    ] as const) {
      const message = document.getElementById(id)!;
      expect(message.className).toMatch(new RegExp(`tone_${tone}`));
      expect(message.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('renders nothing without a message, or an empty line when space is reserved', () => {
    const { container, rerender } = renderWithProvider(<FieldMessage id="m" />);
    // (The container holds the provider's theme wrapper, so count the message's own elements.)
    expect(container.querySelectorAll('span')).toHaveLength(0);
    rerender(<FieldMessage id="m" reserveMessageSpace />);
    expect(container.querySelectorAll('span')).toHaveLength(1);
    expect(container.textContent).toBe('\u00a0');
    expect(document.getElementById('m')).toBeNull();
  });

  it('shows a secondary message beside it', () => {
    renderWithProvider(<FieldMessage id="m" message="Keep it brief." secondaryMessage="12" />);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Keep it brief.')).toHaveAttribute('id', 'm');
  });

  it('rejects an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProvider(<FieldMessage id="m" message="x" tone={'info' as FieldMessageTone} />),
    ).toThrow(
      'FieldMessage does not support tone "info"; use one of neutral, critical, positive, caution',
    );
  });
});
