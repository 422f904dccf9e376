import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { findAxeViolations, validateMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Autosuggest, autosuggestLoadingDelay } from './Autosuggest.tsx';
import {
  type AutosuggestItem,
  filterSuggestions,
  flattenSuggestions,
  matchHighlights,
} from './suggestions.ts';

const places = [
  { text: 'Melbourne VIC', value: 'melbourne' },
  { text: 'Melton VIC', value: 'melton' },
  { text: 'Mildura VIC', value: 'mildura' },
  { text: 'Sydney NSW', value: 'sydney' },
];

const placeSuggestions = (query: string) => filterSuggestions(places, query);

/**
 * The option showing `text`. By text content, because happy-dom reports no `display` for the
 * inline `<mark>` and so the computed name gains a space ("Mel ton VIC"); browsers join it.
 */
function optionShowing(text: string): HTMLElement {
  const found = screen.getAllByRole('option').find((element) => element.textContent === text);
  if (!found) throw new Error(`No option shows "${text}"`);
  return found;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Autosuggest', () => {
  it('is a collapsed combobox with a list popup that a GET form submits by name', () => {
    const { container } = renderWithProvider(
      <form>
        <Autosuggest label="Where" name="where" defaultValue="Melbourne" suggestions={places} />
      </form>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Where' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute('autocomplete', 'off');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById(combobox.getAttribute('aria-controls')!)).toHaveAttribute(
      'role',
      'listbox',
    );
    expect(new FormData(container.querySelector('form')!).get('where')).toBe('Melbourne');
  });

  describe('uncontrolled', () => {
    it('suggests while typing, highlights the match and announces the count', async () => {
      const { user } = renderWithProvider(
        <Autosuggest label="Where" suggestions={placeSuggestions} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      const live = document.querySelector('[aria-live="polite"]');
      await user.type(combobox, 'm');
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      // The list opening: the count and how to use it.
      expect(live).toHaveTextContent(
        /^3 suggestions available. Use up and down arrow keys to navigate. Press enter to select$/,
      );
      await user.type(combobox, 'el');
      const listbox = screen.getByRole('listbox', { name: 'Where' });
      const options = within(listbox).getAllByRole('option');
      expect(options.map((element) => element.textContent)).toEqual([
        'Melbourne VIC',
        'Melton VIC',
      ]);
      expect(options[0]!.querySelector('mark')).toHaveTextContent(/^Mel$/);
      // Later changes: the count only.
      expect(live).toHaveTextContent(/^2 suggestions available$/);
      await user.type(combobox, 'b');
      expect(within(listbox).getAllByRole('option')).toHaveLength(1);
      expect(live).toHaveTextContent(/^1 suggestion available$/);
    });

    it('moves through the list with wrapping arrow keys and previews in the field', async () => {
      const { user } = renderWithProvider(
        <Autosuggest label="Where" suggestions={placeSuggestions} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'm');
      const options = screen.getAllByRole('option');
      expect(options).toHaveLength(3);
      const activeText = () =>
        document.getElementById(combobox.getAttribute('aria-activedescendant')!)?.textContent;

      await user.keyboard('{ArrowDown}');
      expect(activeText()).toBe('Melbourne VIC');
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      expect(combobox).toHaveValue('Melbourne VIC');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(activeText()).toBe('Mildura VIC');
      await user.keyboard('{ArrowDown}');
      expect(activeText()).toBe('Melbourne VIC');
      await user.keyboard('{ArrowUp}');
      expect(activeText()).toBe('Mildura VIC');
      expect(combobox).toHaveValue('Mildura VIC');
      expect(options[0]).toHaveAttribute('aria-selected', 'false');
      // Focus stays in the field throughout.
      expect(combobox).toHaveFocus();
    });

    it('chooses with Enter without submitting the form, and submits when nothing is highlighted', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      const onSelect = vi.fn();
      const onChange = vi.fn();
      const { user, container } = renderWithProvider(
        <form>
          <Autosuggest
            label="Where"
            name="where"
            suggestions={placeSuggestions}
            onSelect={onSelect}
            onChange={onChange}
          />
        </form>,
      );
      container.querySelector('form')!.addEventListener('submit', onSubmit);
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'mel{ArrowDown}{ArrowDown}{Enter}');
      expect(combobox).toHaveValue('Melton VIC');
      expect(onChange).toHaveBeenLastCalledWith('Melton VIC');
      expect(onSelect).toHaveBeenCalledWith({ text: 'Melton VIC', value: 'melton' });
      expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(new FormData(container.querySelector('form')!).get('where')).toBe('Melton VIC');
    });

    it('closes with Escape (restoring the typed text), then clears with a second Escape', async () => {
      const onSelect = vi.fn();
      const { user } = renderWithProvider(
        <Autosuggest label="Where" suggestions={placeSuggestions} onSelect={onSelect} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'mil{ArrowDown}');
      expect(combobox).toHaveValue('Mildura VIC');
      await user.keyboard('{Escape}');
      expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(combobox).toHaveValue('mil');
      expect(onSelect).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(combobox).toHaveValue('');
      expect(combobox).toHaveFocus();
    });

    it('keeps a previewed suggestion when focus leaves the field', async () => {
      const onSelect = vi.fn();
      const { user } = renderWithProvider(
        <>
          <Autosuggest label="Where" suggestions={placeSuggestions} onSelect={onSelect} />
          <button type="button">Search</button>
        </>,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'syd{ArrowDown}');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
      expect(combobox).toHaveValue('Sydney NSW');
      expect(onSelect).toHaveBeenCalledWith({ text: 'Sydney NSW', value: 'sydney' });
      expect(combobox).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not commit a suggestion the pointer only hovered', async () => {
      const onSelect = vi.fn();
      const { user } = renderWithProvider(
        <>
          <Autosuggest label="Where" suggestions={placeSuggestions} onSelect={onSelect} />
          <button type="button">Search</button>
        </>,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'mel');
      await user.hover(optionShowing('Melton VIC'));
      expect(optionShowing('Melton VIC')).toHaveAttribute('aria-selected', 'true');
      expect(combobox).toHaveValue('mel');
      await user.tab();
      expect(combobox).toHaveValue('mel');
      expect(onSelect).not.toHaveBeenCalled();
    });

    it('chooses a clicked suggestion and keeps focus in the field', async () => {
      const onSelect = vi.fn();
      const { user } = renderWithProvider(
        <Autosuggest label="Where" suggestions={placeSuggestions} onSelect={onSelect} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'mel');
      await user.click(optionShowing('Melbourne VIC'));
      expect(combobox).toHaveValue('Melbourne VIC');
      expect(combobox).toHaveFocus();
      expect(onSelect).toHaveBeenCalledWith({ text: 'Melbourne VIC', value: 'melbourne' });
    });

    it('opens with the down arrow on the first suggestion and with the up arrow on the last', async () => {
      const { user } = renderWithProvider(<Autosuggest label="Where" suggestions={places} />);
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.click(combobox);
      expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowDown}');
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(combobox).toHaveValue('Melbourne VIC');
      await user.keyboard('{Escape}{ArrowUp}');
      expect(combobox).toHaveValue('Sydney NSW');
      await user.keyboard('{Escape}{Alt>}{ArrowDown}{/Alt}');
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(combobox).not.toHaveAttribute('aria-activedescendant');
      expect(combobox).toHaveValue('');
    });

    it('clears with the clear button and returns focus to the field', async () => {
      const onClear = vi.fn();
      const { user } = renderWithProvider(
        <Autosuggest label="Where" suggestions={places} clearable onClear={onClear} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
      await user.type(combobox, 'Mel');
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(combobox).toHaveValue('');
      expect(combobox).toHaveFocus();
      expect(onClear).toHaveBeenCalledTimes(1);
    });

    it('leaves the clear button out of the Tab order: Escape clears from the keyboard', async () => {
      const onClear = vi.fn();
      const { user } = renderWithProvider(
        <>
          <Autosuggest label="Where" suggestions={places} clearable onClear={onClear} />
          <button type="button">Search</button>
        </>,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'Mel');
      expect(screen.getByRole('button', { name: 'Clear' })).toHaveAttribute('tabindex', '-1');
      await user.keyboard('{Escape}');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(combobox).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(combobox).toHaveValue('');
      expect(onClear).toHaveBeenCalledTimes(1);
    });
  });

  describe('controlled', () => {
    it('shows the given value and reports typing and choices through onChange', async () => {
      function Where() {
        const [where, setWhere] = useState('');
        return (
          <>
            <Autosuggest
              label="Where"
              value={where}
              onChange={setWhere}
              suggestions={placeSuggestions}
            />
            <output>{where}</output>
          </>
        );
      }
      const { user } = renderWithProvider(<Where />);
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'syd');
      expect(screen.getByRole('status')).toHaveTextContent('syd');
      await user.keyboard('{ArrowDown}');
      // A preview is not a change yet.
      expect(screen.getByRole('status')).toHaveTextContent(/^syd$/);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('status')).toHaveTextContent('Sydney NSW');
      expect(combobox).toHaveValue('Sydney NSW');
    });
  });

  it('shows groups named by their labels', async () => {
    const grouped: AutosuggestItem[] = [
      { label: 'Recent searches', suggestions: [{ text: 'Melbourne VIC' }] },
      { label: 'Places', suggestions: [{ text: 'Melton VIC' }, { text: 'Mildura VIC' }] },
    ];
    const { user } = renderWithProvider(
      <Autosuggest label="Where" suggestions={(query) => filterSuggestions(grouped, query)} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'm');
    const placesGroup = screen.getByRole('group', { name: 'Places' });
    expect(
      within(placesGroup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Melton VIC', 'Mildura VIC']);
    expect(
      within(screen.getByRole('group', { name: 'Recent searches' })).getByRole('option'),
    ).toHaveTextContent('Melbourne VIC');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveValue('Melton VIC');
  });

  it('has valid, accessible markup while open, with groups and a highlighted option', async () => {
    const grouped: AutosuggestItem[] = [
      { label: 'Recent searches', suggestions: [{ text: 'Melbourne VIC' }] },
      { label: 'Places', suggestions: [{ text: 'Melton VIC', description: 'Near Melbourne' }] },
    ];
    const { user, container } = renderWithProvider(
      <Autosuggest label="Where" suggestions={grouped} clearable />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'mel{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    const markup = container.innerHTML;
    expect(await validateMarkup(markup)).toEqual([]);
    expect(await findAxeViolations(markup)).toEqual([]);
  });

  it('says when there are no suggestions, in the popup and to screen readers', async () => {
    const { user } = renderWithProvider(
      <Autosuggest
        label="Where"
        suggestions={placeSuggestions}
        noSuggestionsMessage="No places match. Try a suburb or city."
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Where' });
    await user.type(combobox, 'zz');
    expect(screen.getByText('No places match. Try a suburb or city.')).toBeVisible();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'No suggestions available',
    );
  });

  it('takes translated messages', async () => {
    const { user } = renderWithProvider(
      <Autosuggest
        label="Ort"
        suggestions={placeSuggestions}
        translations={{
          suggestionsAvailableAnnouncement: (count) => `${count} Vorschläge`,
          suggestionInstructions: 'Pfeiltasten zum Navigieren',
          noSuggestionsAvailableAnnouncement: 'Keine Vorschläge',
        }}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Ort' });
    const live = document.querySelector('[aria-live="polite"]');
    await user.type(combobox, 'm');
    expect(live).toHaveTextContent('3 Vorschläge. Pfeiltasten zum Navigieren');
    await user.type(combobox, 'zz');
    expect(live).toHaveTextContent('Keine Vorschläge');
  });

  describe('asynchronous suggestions', () => {
    it('asks for suggestions only once the user types or opens the list', async () => {
      const load = vi.fn((query: string) => placeSuggestions(query));
      const { user } = renderWithProvider(
        <Autosuggest label="Where" defaultValue="Syd" suggestions={load} />,
      );
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.click(combobox);
      expect(load).not.toHaveBeenCalled();
      await user.keyboard('{ArrowDown}');
      expect(load).toHaveBeenCalledWith(
        'Syd',
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      );
      await user.keyboard('{Enter}');
      expect(combobox).toHaveValue('Sydney NSW');
      // Choosing closes the list without asking again.
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('ignores a late answer to an older query', async () => {
      const pending = new Map<string, ReturnType<typeof deferred<AutosuggestItem[]>>>();
      const signals = new Map<string, AbortSignal>();
      const load = vi.fn((query: string, { signal }: { signal: AbortSignal }) => {
        const request = deferred<AutosuggestItem[]>();
        pending.set(query, request);
        signals.set(query, signal);
        return request.promise;
      });
      const { user } = renderWithProvider(<Autosuggest label="Where" suggestions={load} />);
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'me');
      expect(signals.get('m')?.aborted).toBe(true);
      expect(signals.get('me')?.aborted).toBe(false);
      await act(async () => pending.get('me')!.resolve(placeSuggestions('me')));
      expect(screen.getAllByRole('option')).toHaveLength(2);
      // The answer to "m" arrives last and must not replace the answer to "me".
      await act(async () => pending.get('m')!.resolve(placeSuggestions('m')));
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });

    it('keeps the previous suggestions while loading and shows "Loading" only when slow', async () => {
      const pending: ReturnType<typeof deferred<AutosuggestItem[]>>[] = [];
      const load = () => {
        const request = deferred<AutosuggestItem[]>();
        pending.push(request);
        return request.promise;
      };
      const { user } = renderWithProvider(<Autosuggest label="Where" suggestions={load} />);
      const combobox = screen.getByRole('combobox', { name: 'Where' });
      await user.type(combobox, 'm');
      // Nothing to show yet, and not slow yet: no loading text flashes for fast answers.
      expect(screen.queryByText('Loading suggestions')).not.toBeInTheDocument();
      expect(await screen.findByText('Loading suggestions')).toBeVisible();
      await act(async () => pending.at(-1)!.resolve(placeSuggestions('m')));
      expect(screen.queryByText('Loading suggestions')).not.toBeInTheDocument();
      expect(screen.getAllByRole('option')).toHaveLength(3);

      await user.type(combobox, 'i');
      // While "mi" loads, the answer for "m" stays on screen, marked busy.
      expect(screen.getAllByRole('option')).toHaveLength(3);
      expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, autosuggestLoadingDelay + 50));
      expect(screen.queryByText('Loading suggestions')).not.toBeInTheDocument();
      await act(async () => pending.at(-1)!.resolve(placeSuggestions('mi')));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
      expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    });
  });

  it('warns in development when nothing names it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(<Autosuggest suggestions={places} />);
    expect(warn).toHaveBeenCalledWith(
      'Autosuggest has no accessible name: give it a label, aria-label or aria-labelledby.',
    );
  });
});

describe('suggestion helpers', () => {
  it('matchHighlights finds every occurrence of the trimmed query in any case', () => {
    expect(matchHighlights('Melbourne, Melton', ' mel ')).toEqual([
      { start: 0, end: 3 },
      { start: 11, end: 14 },
    ]);
    expect(matchHighlights('Sydney', '')).toEqual([]);
  });

  it('filterSuggestions keeps matching suggestions and non-empty groups', () => {
    const grouped: AutosuggestItem[] = [
      { label: 'A', suggestions: [{ text: 'Melbourne' }, { text: 'Sydney' }] },
      { label: 'B', suggestions: [{ text: 'Hobart' }] },
      { text: 'Melton' },
    ];
    expect(filterSuggestions(grouped, 'MEL')).toEqual([
      { label: 'A', suggestions: [{ text: 'Melbourne' }] },
      { text: 'Melton' },
    ]);
    expect(flattenSuggestions(grouped).map(({ text }) => text)).toEqual([
      'Melbourne',
      'Sydney',
      'Hobart',
      'Melton',
    ]);
  });
});
