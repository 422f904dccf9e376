import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { atoms } from '../private/atoms.css.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders a div by default and the chosen element with `component`', () => {
    render(
      <Box>
        <Box component="nav" aria-label="Pages">
          <Box component="ul">
            <Box component="li">One</Box>
          </Box>
        </Box>
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' }).tagName).toBe('NAV');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('passes attributes, handlers and refs through to the element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box component="section" id="jobs" aria-labelledby="title" ref={ref}>
        <h2 id="title">Jobs</h2>
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Jobs' });
    expect(region).toHaveAttribute('id', 'jobs');
    expect(ref.current).toBe(region);
  });

  it('turns style props into atom classes and keeps them off the element attributes', () => {
    render(
      <Box data-testid="box" padding="small" background="brand" color="neutral" width="full" />,
    );
    const box = screen.getByTestId('box');
    for (const className of atoms({
      padding: 'small',
      background: 'brand',
      color: 'neutral',
      width: 'full',
    }).split(' ')) {
      expect(box).toHaveClass(className);
    }
    expect(box).not.toHaveAttribute('color');
    expect(box).not.toHaveAttribute('width');
    expect(box).not.toHaveAttribute('padding');
  });

  it('gives each breakpoint of a responsive prop its own class', () => {
    render(<Box data-testid="box" paddingTop={{ mobile: 'small', desktop: 'large' }} />);
    const classes = [...screen.getByTestId('box').classList];
    expect(classes.filter((name) => name.includes('paddingTop'))).toEqual([
      expect.stringMatching(/paddingTop_small_mobile/),
      expect.stringMatching(/paddingTop_large_desktop/),
    ]);
  });

  it('reads responsive arrays as mobile, tablet, desktop, wide', () => {
    render(
      <>
        <Box data-testid="array" display={['none', null, 'flex', 'block']} />
        <Box data-testid="object" display={{ mobile: 'none', desktop: 'flex', wide: 'block' }} />
      </>,
    );
    const arrayClasses = [...screen.getByTestId('array').classList];
    expect(arrayClasses).toEqual([...screen.getByTestId('object').classList]);
    expect(arrayClasses.filter((name) => name.includes('display'))).toEqual([
      expect.stringMatching(/display_none_mobile/),
      expect.stringMatching(/display_flex_desktop/),
      expect.stringMatching(/display_block_wide/),
    ]);
  });

  it('joins extra class names after its own', () => {
    render(<Box data-testid="box" className={['extra', { never: false }]} />);
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('extra');
    expect(box.className).not.toContain('never');
  });
});
