import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Hidden } from './Hidden.tsx';

const classesOf = (element: Element) => [...element.classList];

describe('Hidden', () => {
  it('hides below a breakpoint', () => {
    render(
      <Hidden below="desktop">
        <Text>Wide content</Text>
      </Hidden>,
    );
    const classes = classesOf(screen.getByText('Wide content').parentElement!);
    expect(classes).toContainEqual(expect.stringMatching(/display_none_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/display_block_desktop/));
    expect(classes).not.toContainEqual(expect.stringMatching(/_tablet_/));
  });

  it('hides above a breakpoint', () => {
    render(
      <Hidden above="mobile">
        <Text>Mobile content</Text>
      </Hidden>,
    );
    const classes = classesOf(screen.getByText('Mobile content').parentElement!);
    expect(classes).toContainEqual(expect.stringMatching(/display_block_mobile/));
    expect(classes).toContainEqual(expect.stringMatching(/display_none_tablet/));
  });

  it('hides on print only when asked, and stays visible on screen', () => {
    render(
      <>
        <Hidden print>
          <Text>Screen only</Text>
        </Hidden>
        <Hidden>
          <Text>Everywhere</Text>
        </Hidden>
      </>,
    );
    const printHidden = classesOf(screen.getByText('Screen only').parentElement!);
    expect(printHidden).toContainEqual(expect.stringMatching(/hiddenOnPrint/));
    expect(printHidden).not.toContainEqual(expect.stringMatching(/display_none/));
    expect(classesOf(screen.getByText('Everywhere').parentElement!)).not.toContainEqual(
      expect.stringMatching(/hiddenOnPrint/),
    );
  });

  it('renders an inline span inside text', () => {
    render(
      <Text>
        Melbourne
        <Hidden below="tablet" inline>
          , Victoria
        </Hidden>
      </Text>,
    );
    const hidden = screen.getByText(', Victoria');
    expect(hidden.tagName).toBe('SPAN');
    expect(classesOf(hidden)).toContainEqual(expect.stringMatching(/display_inline_tablet/));
  });

  it('throws a developer error when below and above leave nothing visible', () => {
    expect(() =>
      render(
        <Hidden below="desktop" above="tablet">
          <Text>Never</Text>
        </Hidden>,
      ),
    ).toThrow('Hidden with below="desktop" and above="tablet" hides everything');
  });

  it('hides its Stack item wrapper too, so it leaves no gap', () => {
    render(
      <Stack space="medium">
        <Text>Always</Text>
        <Hidden below="tablet">
          <Text>Tablet up</Text>
        </Hidden>
      </Stack>,
    );
    const wrapper = screen.getByText('Tablet up').parentElement!.parentElement!;
    expect(classesOf(wrapper)).toContainEqual(expect.stringMatching(/display_none_mobile/));
    expect(classesOf(screen.getByText('Always').parentElement!)).not.toContainEqual(
      expect.stringMatching(/display_none/),
    );
  });
});
