import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { IconLocation } from '../Icons/icons.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Tag, type TagProps } from './Tag.tsx';

describe('Tag', () => {
  it('shows its text and no button when it cannot be cleared', () => {
    renderWithProvider(<Tag icon={<IconLocation />}>Sydney</Tag>);
    expect(screen.getByText('Sydney')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a clear button named by clearLabel that works by mouse and keyboard', async () => {
    function Filters() {
      const [places, setPlaces] = useState(['Sydney', 'Melbourne']);
      return (
        <ul aria-label="Chosen places">
          {places.map((place) => (
            <li key={place}>
              <Tag
                clearLabel={`Remove ${place}`}
                onClear={() => setPlaces(places.filter((other) => other !== place))}
              >
                {place}
              </Tag>
            </li>
          ))}
        </ul>
      );
    }
    const { user } = renderWithProvider(<Filters />);
    await user.click(screen.getByRole('button', { name: 'Remove Sydney' }));
    expect(screen.queryByText('Sydney')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Melbourne' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('throws a developer error when onClear comes without a clearLabel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { onClear: () => undefined, children: 'Sydney' } as unknown as TagProps;
    expect(() => renderWithProvider(<Tag {...props} />)).toThrow(
      'Tag with `onClear` needs a `clearLabel`',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server', async () => {
    await expectAccessibleMarkup(
      <Tag clearLabel="Remove Full time" onClear={() => undefined}>
        Full time
      </Tag>,
    );
  });
});
