import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { IconBookmark, IconBookmarkFilled, IconClose } from '../Icons/icons.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { ButtonIcon, type ButtonIconTone } from './ButtonIcon.tsx';

describe('ButtonIcon', () => {
  it('is named by its label and acts on click, Enter and Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProvider(
      <ButtonIcon label="Close" icon={<IconClose />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('works as a toggle with aria-pressed', async () => {
    function SaveJob() {
      const [saved, setSaved] = useState(false);
      return (
        <ButtonIcon
          label="Save job"
          aria-pressed={saved}
          icon={saved ? <IconBookmarkFilled /> : <IconBookmark />}
          onClick={() => setSaved(!saved)}
        />
      );
    }
    const { user } = renderWithProvider(<SaveJob />);
    await user.click(screen.getByRole('button', { name: 'Save job', pressed: false }));
    expect(screen.getByRole('button', { name: 'Save job', pressed: true })).toBeInTheDocument();
  });

  it('forwards its ref and has a large hit area at every size', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProvider(
      <>
        <ButtonIcon ref={ref} label="Clear" icon={<IconClose />} size="small" />
        <ButtonIcon
          label="Remove"
          icon={<IconClose />}
          size="large"
          variant="soft"
          tone="critical"
        />
      </>,
    );
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(ref.current).toBe(clear);
    expect(clear.className).toMatch(/virtualTouchable/);
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove.className).toMatch(/virtualTouchable/);
    expect(remove.className).not.toBe(clear.className);
  });

  it('throws a developer error without a label or with an unknown tone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<ButtonIcon label="" icon={<IconClose />} />)).toThrow(
      'ButtonIcon needs a `label`',
    );
    expect(() =>
      renderWithProvider(
        <ButtonIcon label="Close" icon={<IconClose />} tone={'brand' as ButtonIconTone} />,
      ),
    ).toThrow(
      'ButtonIcon does not support tone "brand"; use one of neutral, secondary, formAccent, critical',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    const markup = await expectAccessibleMarkup(<ButtonIcon label="Close" icon={<IconClose />} />);
    expect(markup).toContain('aria-label="Close"');
  });
});
