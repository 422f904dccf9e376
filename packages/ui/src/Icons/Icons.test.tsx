import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Text } from '../Text/Text.tsx';
import { type IconTone } from './createIcon.tsx';
import * as icons from './icons.tsx';

const expectedIcons = [
  'IconAdd',
  'IconBookmark',
  'IconBookmarkFilled',
  'IconCaution',
  'IconChevronDown',
  'IconChevronLeft',
  'IconChevronRight',
  'IconChevronUp',
  'IconClear',
  'IconClose',
  'IconCritical',
  'IconExternalLink',
  'IconFilter',
  'IconHistory',
  'IconInfo',
  'IconLocation',
  'IconMoney',
  'IconPromote',
  'IconSearch',
  'IconSort',
  'IconTick',
  'IconTime',
];

describe('icons', () => {
  it('include every icon the site needs', () => {
    expect(Object.keys(icons).sort()).toEqual(expectedIcons);
  });

  it.each(Object.entries(icons))('%s is decorative by default', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.children.length).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws filled shapes only where the drawing fills them', () => {
    const { container } = render(
      <>
        <icons.IconBookmark />
        <icons.IconBookmarkFilled />
      </>,
    );
    const [outline, filled] = [...container.querySelectorAll('svg')];
    expect(outline).toHaveAttribute('fill', 'none');
    expect(outline!.querySelector('[fill="currentColor"]')).toBeNull();
    expect(filled!.querySelector('path')).toHaveAttribute('fill', 'currentColor');
  });

  it('is an image named by its title when it carries meaning', () => {
    render(<icons.IconTick title="Verified employer" />);
    const image = screen.getByRole('img', { name: 'Verified employer' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('gives each titled icon its own title id', () => {
    render(
      <>
        <icons.IconInfo title="First" />
        <icons.IconInfo title="Second" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Second' })).toBeInTheDocument();
  });

  it('sizes to its text inside Text and to the standard size outside', () => {
    const { container } = render(
      <>
        <icons.IconSearch />
        <Text icon={<icons.IconSearch />}>Search</Text>
        <icons.IconSearch size="large" />
      </>,
    );
    const [standalone, inText, large] = [...container.querySelectorAll('svg')];
    expect(standalone!.getAttribute('class')).not.toBe(inText!.getAttribute('class'));
    expect(standalone!.getAttribute('class')).not.toBe(large!.getAttribute('class'));
  });

  it('throws a developer error for an unsupported tone', () => {
    expect(() => render(<icons.IconInfo tone={'loud' as IconTone} />)).toThrow(
      'IconInfo does not support tone "loud"; use one of neutral, secondary',
    );
  });
});
