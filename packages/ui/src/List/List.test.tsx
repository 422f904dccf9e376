import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { IconTick } from '../Icons/icons.tsx';
import { Text } from '../Text/Text.tsx';
import { List, type ListType } from './List.tsx';

describe('List', () => {
  it('is a bulleted list whose items read without their markers', () => {
    render(
      <List>
        <>Flexible hours</>
        <>Learning budget</>
      </List>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('•Flexible hours');
    expect(within(items[0]!).getByText('•').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('numbers an ordered list from its start', () => {
    render(
      <List type="number" start={4}>
        <>Fourth</>
        <>Fifth</>
      </List>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('start', '4');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1]!).getByText('5.')).toBeInTheDocument();
  });

  it('letters an alpha list past z', () => {
    render(
      <List type="alpha" start={26}>
        <>Twenty-sixth</>
        <>Twenty-seventh</>
      </List>,
    );
    expect(screen.getByText('z.')).toBeInTheDocument();
    expect(screen.getByText('aa.')).toBeInTheDocument();
  });

  it('uses the given icon as the marker of an icon list, and requires one', () => {
    const { container } = render(
      <List type="icon" icon={<IconTick tone="positive" />}>
        <>Verified</>
      </List>,
    );
    expect(container.querySelectorAll('li svg')).toHaveLength(1);
    expect(() =>
      render(
        <List type="icon">
          <>No icon</>
        </List>,
      ),
    ).toThrow('List with type="icon" needs an `icon` element');
  });

  it('does not wrap items that are already Text', () => {
    render(
      <List>
        <Text>Own text</Text>
      </List>,
    );
    const ownText = screen.getByText('Own text');
    expect(ownText.parentElement?.parentElement?.tagName).toBe('LI');
  });

  it('throws a developer error for an unknown type', () => {
    expect(() =>
      render(
        <List type={'roman' as ListType}>
          <>One</>
        </List>,
      ),
    ).toThrow('List does not support type "roman"; use one of bullet, number, alpha, icon.');
  });
});
