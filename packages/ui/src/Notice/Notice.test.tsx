import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Notice, type NoticeTone } from './Notice.tsx';

describe('Notice', () => {
  it('shows its message with a decorative tone icon and can describe a control', () => {
    renderWithProvider(
      <>
        <button type="button" aria-describedby="closing">
          Apply
        </button>
        <Notice id="closing" tone="caution">
          Applications close tomorrow
        </Notice>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toHaveAccessibleDescription('Applications close tomorrow');
    const notice = document.getElementById('closing')!;
    expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(notice.className).toMatch(/tone_caution/);
  });

  it('is not a live region', () => {
    renderWithProvider(<Notice tone="critical">Job expired</Notice>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Job expired')).toBeInTheDocument();
  });

  it('throws a developer error for an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<Notice tone={'neutral' as NoticeTone}>X</Notice>)).toThrow(
      'Notice does not support tone "neutral"; use one of critical, caution, positive, info, promote',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(<Notice tone="positive">Profile complete</Notice>);
  });
});
