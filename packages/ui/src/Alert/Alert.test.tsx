import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Text } from '../Text/Text.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Alert, type AlertTone } from './Alert.tsx';

describe('Alert', () => {
  it('is an alert when critical and a status otherwise', () => {
    renderWithProvider(
      <>
        <Alert tone="critical">
          <Text>We could not save your search.</Text>
        </Alert>
        <Alert tone="positive">
          <Text>Search saved.</Text>
        </Alert>
        <Alert>
          <Text>Results are updated hourly.</Text>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your search.');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual([
      'Search saved.',
      'Results are updated hourly.',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a close button labelled "Close" that calls onClose', async () => {
    function Dismissible() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Alert tone="caution" onClose={() => setOpen(false)}>
          <Text>This job closes tomorrow.</Text>
        </Alert>
      ) : null;
    }
    const { user } = renderWithProvider(<Dismissible />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a translated close label', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProvider(
      <Alert onClose={onClose} closeLabel="Fermer">
        <Text>Info</Text>
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('throws a developer error for an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProvider(
        <Alert tone={'promote' as AlertTone}>
          <Text>X</Text>
        </Alert>,
      ),
    ).toThrow(
      'Alert does not support tone "promote"; use one of critical, caution, positive, info',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <Alert tone="critical" onClose={() => undefined}>
        <Text>Something went wrong.</Text>
      </Alert>,
    );
  });
});
