import { fireEvent, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { IconSearch } from '../Icons/icons.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Button } from './Button.tsx';
import type { ButtonTone } from './buttonOptions.ts';

describe('Button', () => {
  it('is a type="button" that acts on click, Enter and Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProvider(<Button onClick={onClick}>Save job</Button>);
    const button = screen.getByRole('button', { name: 'Save job' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit a form unless it is type="submit"', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithProvider(
      <form aria-label="Search" onSubmit={onSubmit}>
        <Button>Reset filters</Button>
        <Button type="submit">Search</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while loading keeps its name and focus, is busy, ignores activation and announces it', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function SaveForm() {
      const [saving, setSaving] = useState(false);
      return (
        <form aria-label="Profile" onSubmit={onSubmit}>
          <Button type="submit" loading={saving} onClick={onClick}>
            Save
          </Button>
          <Button onClick={() => setSaving((value) => !value)}>Toggle saving</Button>
        </form>
      );
    }
    const { user } = renderWithProvider(<SaveForm />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: 'Toggle saving' }));
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleName('Save');
    expect(status).toHaveTextContent('Loading');

    await user.click(save);
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Toggle saving' }));
    expect(status).toBeEmptyDOMElement();
    await user.click(save);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps the label in place while loading, so the width does not change', () => {
    renderWithProvider(<Button loading>Apply now</Button>);
    const button = screen.getByRole('button', { name: 'Apply now' });
    // The label is still rendered (only made invisible), next to the loading dots.
    expect(button).toHaveTextContent('Apply now');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(fireEvent.click(button)).toBe(false);
  });

  it('has no status region when it never loads', () => {
    renderWithProvider(<Button>Search</Button>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forwards its ref and passes ARIA attributes through', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithProvider(
      <Button ref={ref} aria-expanded={false} aria-controls="filters" id="filter-button">
        Filters
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Filters', expanded: false });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-controls', 'filters');
    expect(button).toHaveAttribute('id', 'filter-button');
  });

  it('keeps a decorative icon out of the accessible name', () => {
    renderWithProvider(
      <>
        <Button icon={<IconSearch />}>Search</Button>
        <Button icon={<IconSearch />} iconPosition="trailing">
          Find
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' }).querySelector('svg')).not.toBeNull();
    const find = screen.getByRole('button', { name: 'Find' });
    expect(find.querySelector('svg')?.previousElementSibling).toHaveTextContent('Find');
  });

  it('styles each variant, tone and size with its own classes', () => {
    renderWithProvider(
      <>
        <Button>Default</Button>
        <Button variant="ghost" tone="critical" size="small">
          Delete
        </Button>
      </>,
    );
    const defaults = screen.getByRole('button', { name: 'Default' }).className;
    expect(defaults).toMatch(/variant_solid/);
    expect(defaults).toMatch(/variantTone_solid_formAccent/);
    expect(defaults).toMatch(/size_standard/);
    const ghost = screen.getByRole('button', { name: 'Delete' }).className;
    expect(ghost).toMatch(/variant_ghost/);
    expect(ghost).toMatch(/variantTone_ghost_critical/);
    expect(ghost).toMatch(/size_small/);
  });

  it('throws a developer error for an unknown tone or variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProvider(<Button tone={'foo' as ButtonTone}>X</Button>)).toThrow(
      'Button does not support tone "foo"; use one of formAccent, brandAccent, critical, neutral',
    );
    expect(() => renderWithProvider(<Button variant={'outline' as 'ghost'}>X</Button>)).toThrow(
      'Button does not support variant "outline"; use one of solid, ghost, soft, transparent',
    );
    vi.restoreAllMocks();
  });

  it('renders valid, accessible markup on the server, loading or not', async () => {
    const markup = await expectAccessibleMarkup(
      <>
        <Button loading={false}>Save</Button>
        <Button loading>Apply</Button>
      </>,
    );
    expect(markup).toContain('aria-busy="true"');
  });
});
