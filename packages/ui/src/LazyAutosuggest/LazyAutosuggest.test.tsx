import { act, screen, waitFor } from '@testing-library/react';
import * as fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import type { AutosuggestProps } from '../Autosuggest/Autosuggest.tsx';
import { filterSuggestions } from '../Autosuggest/suggestions.ts';
import { IconLocation } from '../Icons/icons.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { LazyAutosuggest, loadAutosuggest } from './LazyAutosuggest.tsx';

// Autosuggest's code arrives only when a test opens the gate: until then, everything typed goes
// to the plain field.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
});
vi.mock('../Autosuggest/Autosuggest.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const places = [
  { text: 'Melbourne VIC', value: 'melbourne' },
  { text: 'Sydney NSW', value: 'sydney' },
  { text: 'Sydney Olympic Park NSW', value: 'sydney-olympic-park' },
];

/** The props a caller may give that change the markup before the field is used. */
const markupProps: fc.Arbitrary<AutosuggestProps> = fc.record(
  {
    label: fc.string({ maxLength: 12 }),
    name: fc.constantFrom('where', 'place'),
    defaultValue: fc.string({ maxLength: 12 }),
    placeholder: fc.string({ maxLength: 12 }),
    description: fc.string({ maxLength: 12 }),
    message: fc.string({ maxLength: 12 }),
    tone: fc.constantFrom('neutral', 'critical', 'positive', 'caution'),
    disabled: fc.boolean(),
    clearable: fc.boolean(),
    clearLabel: fc.string({ maxLength: 12 }),
    clearHref: fc.constantFrom('/jobs', '/jobs?keywords=nurse'),
    loading: fc.boolean(),
    icon: fc.constant(<IconLocation />),
    suggestions: fc.constant(places),
  },
  { requiredKeys: ['label', 'suggestions'] },
) as fc.Arbitrary<AutosuggestProps>;

describe('LazyAutosuggest', () => {
  it('keeps what was typed before its code arrived, with focus and caret, and opens the list', async () => {
    const loader = vi.fn((text: string) => filterSuggestions(places, text));
    const { user } = renderWithProvider(
      <form>
        <LazyAutosuggest label="Where" name="where" suggestions={loader} />
      </form>,
    );
    const code = loadAutosuggest();
    const field = screen.getByRole('combobox', { name: 'Where' });
    await user.click(field);
    await user.keyboard('Syd');
    expect(field).toHaveValue('Syd');
    expect(screen.queryByRole('option')).toBeNull();
    expect(loader).not.toHaveBeenCalled();

    gate.open();
    await act(async () => {
      await code;
    });
    const loaded = await screen.findByRole('combobox', { name: 'Where' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(loaded).toHaveValue('Syd');
    expect(loaded).toHaveFocus();
    expect((loaded as HTMLInputElement).selectionStart).toBe(3);
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
    expect(loader).toHaveBeenLastCalledWith('Syd', expect.anything());

    // From here on it is Autosuggest: the keys work as they do there.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(loaded).toHaveValue('Sydney NSW');
  });

  it('renders the same markup as Autosuggest before it is used (server and hydration)', async () => {
    gate.open();
    const Autosuggest = await loadAutosuggest();
    fc.assert(
      fc.property(markupProps, (props) => {
        const lazy = renderToString(
          <UIProvider>
            <LazyAutosuggest {...props} />
          </UIProvider>,
        );
        const full = renderToString(
          <UIProvider>
            <Autosuggest {...props} />
          </UIProvider>,
        );
        expect(lazy).toBe(full);
      }),
      { numRuns: 60 },
    );
  });

  it('is a plain field that a form submits, and clears, before its code is loaded', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithProvider(
      <form>
        <LazyAutosuggest
          label="Where"
          name="where"
          defaultValue="Perth"
          clearable
          clearLabel="Clear where"
          onChange={onChange}
          suggestions={places}
        />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('where')).toBe('Perth');
    await user.click(screen.getByRole('button', { name: 'Clear where' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue(''));
    expect(onChange).toHaveBeenCalledWith('');
    expect(new FormData(form).get('where')).toBe('');
  });
});
