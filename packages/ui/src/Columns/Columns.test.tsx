import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Column, type ColumnWidth } from './Column.tsx';
import { Columns } from './Columns.tsx';

const classesOf = (element: Element) => [...element.classList];

describe('Columns', () => {
  it('renders columns in source order, as list items when it is a list', () => {
    render(
      <Columns space="small" component="ul">
        <Column>
          <span>One</span>
        </Column>
        <Column>
          <span>Two</span>
        </Column>
      </Columns>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('puts columns side by side with the space between them', () => {
    const { container } = render(
      <Columns space="medium">
        <Column>
          <span>One</span>
        </Column>
      </Columns>,
    );
    const row = classesOf(container.firstElementChild!);
    expect(row).toContainEqual(expect.stringMatching(/flexDirection_row_mobile/));
    expect(row).toContainEqual(expect.stringMatching(/marginLeft_-medium_mobile/));
    expect(classesOf(screen.getByText('One').parentElement!)).toContainEqual(
      expect.stringMatching(/paddingLeft_medium_mobile/),
    );
  });

  it('stacks below collapseBelow and goes side by side (reversed if asked) from there', () => {
    const { container } = render(
      <Columns space="small" collapseBelow="tablet" reverse>
        <Column>
          <span>One</span>
        </Column>
      </Columns>,
    );
    const row = classesOf(container.firstElementChild!);
    expect(row).toContainEqual(expect.stringMatching(/flexDirection_column_mobile/));
    expect(row).toContainEqual(expect.stringMatching(/flexDirection_rowReverse_tablet/));
    expect(row).toContainEqual(expect.stringMatching(/marginLeft_none_mobile/));
    expect(row).toContainEqual(expect.stringMatching(/marginLeft_-small_tablet/));
    expect(row).toContainEqual(expect.stringMatching(/rowGap_small_mobile/));
    expect(row).toContainEqual(expect.stringMatching(/rowGap_none_tablet/));
    const column = classesOf(screen.getByText('One').parentElement!);
    expect(column).toContainEqual(expect.stringMatching(/paddingLeft_none_mobile/));
    expect(column).toContainEqual(expect.stringMatching(/paddingLeft_small_tablet/));
  });

  it('gives each width its own class', () => {
    render(
      <Columns space="small">
        <Column>
          <span>Fluid</span>
        </Column>
        <Column width="content">
          <span>Content</span>
        </Column>
        <Column width="1/3">
          <span>Third</span>
        </Column>
        <Column width="1/2">
          <span>Half</span>
        </Column>
      </Columns>,
    );
    const classNames = ['Fluid', 'Content', 'Third', 'Half'].map(
      (text) => screen.getByText(text).parentElement!.className,
    );
    expect(new Set(classNames).size).toBe(4);
  });

  it('throws developer errors for a Column outside Columns and an unknown width', () => {
    expect(() =>
      render(
        <Column>
          <span>Lost</span>
        </Column>,
      ),
    ).toThrow('Column must be rendered inside Columns');
    expect(() =>
      render(
        <Columns space="small">
          <Column width={'1/7' as ColumnWidth}>
            <span>Odd</span>
          </Column>
        </Columns>,
      ),
    ).toThrow('Column does not support width "1/7"; use content or one of 1/2, 1/3');
  });
});
