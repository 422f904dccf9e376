import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Actions } from './Actions.tsx';

describe('Actions', () => {
  it('lays its buttons out in a column on mobile and a wrapping row from tablet', () => {
    renderWithProvider(
      <Actions id="job-actions">
        <Button>Apply</Button>
        <ButtonLink href="/jobs" variant="transparent">
          Back to results
        </ButtonLink>
      </Actions>,
    );
    const row = document.getElementById('job-actions')!;
    expect(row.className).toMatch(/flexDirection_column_mobile/);
    expect(row.className).toMatch(/flexDirection_row_tablet/);
    expect(row.className).toMatch(/flexWrap_wrap_tablet/);
    expect(screen.getByRole('button', { name: 'Apply' }).className).toMatch(/fullWidthOnMobile/);
    expect(screen.getByRole('link', { name: 'Back to results' }).className).toMatch(
      /fullWidthOnMobile/,
    );
  });

  it('gives its buttons its size unless a button sets its own', () => {
    renderWithProvider(
      <Actions size="small">
        <Button>Save</Button>
        <Button size="standard">Cancel</Button>
      </Actions>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).className).toMatch(/size_small/);
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toMatch(/size_standard/);
  });

  it('keeps the buttons in source order for keyboard users', async () => {
    const onApply = vi.fn();
    const { user } = renderWithProvider(
      <Actions>
        <Button onClick={onApply}>Apply</Button>
        <Button variant="ghost">Save</Button>
      </Actions>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <Actions>
        <Button>Apply</Button>
        <Button variant="ghost">Save</Button>
      </Actions>,
    );
  });
});
