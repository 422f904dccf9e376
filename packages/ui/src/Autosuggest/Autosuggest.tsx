import { clsx } from 'clsx';
import {
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import type { FieldBaseProps } from '../private/field/Field.tsx';
import { mergeRefs } from '../private/field/InputBox.tsx';
import { useControllableState } from '../private/field/useControllableState.ts';
import { splitByRanges } from '../private/highlightRanges.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './Autosuggest.css.ts';
import { AutosuggestFrame } from './AutosuggestFrame.tsx';
import {
  type AutosuggestItem,
  type AutosuggestSuggestion,
  flattenSuggestions,
  isGroup,
  matchHighlights,
} from './suggestions.ts';

/** Loads suggestions for what was typed; `signal` aborts when a newer query replaces it. */
export type AutosuggestLoader = (
  query: string,
  options: { signal: AbortSignal },
) => readonly AutosuggestItem[] | Promise<readonly AutosuggestItem[]>;

export interface AutosuggestTranslations {
  /** Default "3 suggestions available" / "1 suggestion available". */
  suggestionsAvailableAnnouncement: (count: number) => string;
  /** Default "No suggestions available". */
  noSuggestionsAvailableAnnouncement: string;
  /** Default "Use up and down arrow keys to navigate. Press enter to select". */
  suggestionInstructions: string;
  /** Default "Loading suggestions". */
  loadingMessage: string;
}

export const defaultAutosuggestTranslations: AutosuggestTranslations = {
  suggestionsAvailableAnnouncement: (count) =>
    count === 1 ? '1 suggestion available' : `${count} suggestions available`,
  noSuggestionsAvailableAnnouncement: 'No suggestions available',
  suggestionInstructions: 'Use up and down arrow keys to navigate. Press enter to select',
  loadingMessage: 'Loading suggestions',
};

/** How long a pending load may take before "Loading" shows, so fast responses never flash it. */
export const autosuggestLoadingDelay = 300;

export interface AutosuggestProps extends FieldBaseProps {
  /** Submitted with the form under this name (the text in the field). */
  name?: string;
  /** The text in the field (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text when the user types, chooses a suggestion or clears. */
  onChange?: (value: string) => void;
  /** Called when the user chooses a suggestion (after `onChange`). */
  onSelect?: (suggestion: AutosuggestSuggestion) => void;
  /**
   * Suggestions (shown as given), groups of them, or a function of the typed text returning
   * them, directly or as a promise. Late answers to earlier queries are ignored.
   */
  suggestions: readonly AutosuggestItem[] | AutosuggestLoader;
  /** Shows the loading state while the caller fetches suggestions itself. */
  loading?: boolean;
  /** Shown in the popup when the typed text has no suggestions. Default: nothing shown. */
  noSuggestionsMessage?: ReactNode;
  /**
   * Show a clear button while the field has a value and is enabled. It is not a Tab stop:
   * Escape clears the field from the keyboard (once the list is closed).
   */
  clearable?: boolean;
  /** Default "Clear". */
  clearLabel?: string;
  /**
   * Where the clear button goes without JavaScript: the same page without this field's value
   * (a server-rendered search, say). It is then a link that clears in place once hydrated.
   */
  clearHref?: string;
  onClear?: () => void;
  /** Screen-reader messages and the loading text; give only the ones to change. */
  translations?: Partial<AutosuggestTranslations>;
  placeholder?: string;
  /** A decorative icon at the start of the field. */
  icon?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/** The highlighted option; `preview` when the keyboard put it there (the field shows its text). */
interface Active {
  index: number;
  preview: boolean;
}

interface LoadState {
  /** Suggestions from the function source (a list source is used directly). */
  items: readonly AutosuggestItem[];
  /** The query those items answer, or `null` before the first answer. */
  answered: string | null;
  pending: boolean;
  /** A pending load has taken longer than `autosuggestLoadingDelay`. */
  slow: boolean;
}

/**
 * The suggestions for `query`. A function source is only asked while `wanted` (the list is open
 * in a focused field), so a page load or a chosen suggestion costs no request.
 */
function useSuggestions(
  source: AutosuggestProps['suggestions'],
  query: string,
  wanted: boolean,
): LoadState & { items: readonly AutosuggestItem[] } {
  const sourceRef = useRef(source);
  const [state, setState] = useState<LoadState>({
    items: [],
    answered: null,
    pending: false,
    slow: false,
  });
  const isFunction = typeof source === 'function';
  useLayoutEffect(() => {
    sourceRef.current = source;
  });
  // A layout effect, so a synchronous answer replaces the previous one before the browser paints.
  useLayoutEffect(() => {
    const load = sourceRef.current;
    if (!isFunction || !wanted || typeof load !== 'function') return;
    const controller = new AbortController();
    let result: ReturnType<AutosuggestLoader>;
    try {
      result = load(query, { signal: controller.signal });
    } catch (error) {
      console.error('Autosuggest: loading suggestions failed', error);
      // The loader's answer is state from outside React; storing it here is the point.
      // oxlint-disable-next-line react/set-state-in-effect
      setState({ items: [], answered: query, pending: false, slow: false });
      return;
    }
    if (!(result instanceof Promise)) {
      // oxlint-disable-next-line react/set-state-in-effect
      setState({ items: result, answered: query, pending: false, slow: false });
      return;
    }
    // Keep showing the previous answer while this one loads, so the list does not flicker.
    // oxlint-disable-next-line react/set-state-in-effect
    setState((previous) => ({ ...previous, pending: true, slow: false }));
    const slowTimer = setTimeout(() => {
      setState((previous) => ({ ...previous, slow: true }));
    }, autosuggestLoadingDelay);
    result.then(
      (items) => {
        if (controller.signal.aborted) return;
        clearTimeout(slowTimer);
        setState({ items, answered: query, pending: false, slow: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        clearTimeout(slowTimer);
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.error('Autosuggest: loading suggestions failed', error);
        }
        setState({ items: [], answered: query, pending: false, slow: false });
      },
    );
    // A newer query (or unmounting) makes this answer stale: it is aborted and ignored.
    return () => {
      controller.abort();
      clearTimeout(slowTimer);
    };
  }, [query, isFunction, wanted]);
  return isFunction ? state : { items: source, answered: query, pending: false, slow: false };
}

function SuggestionText({
  suggestion,
  query,
}: {
  suggestion: AutosuggestSuggestion;
  query: string;
}) {
  const ranges = suggestion.highlights ?? matchHighlights(suggestion.text, query);
  return (
    <>
      {splitByRanges(suggestion.text, ranges).map((segment, index) =>
        segment.highlighted ? (
          // oxlint-disable-next-line react/no-array-index-key -- segments have no identity
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          // oxlint-disable-next-line react/no-array-index-key -- segments have no identity
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The list's announcement for screen readers, once the answer for the current text is in: when
 * the list opens (with how to use it) and whenever its size changes.
 */
function useListAnnouncement({
  listening,
  settled,
  count,
  query,
  messages,
}: {
  listening: boolean;
  settled: boolean;
  count: number;
  query: string;
  messages: AutosuggestTranslations;
}): string {
  const [announcement, setAnnouncement] = useState('');
  const wasExpanded = useRef(false);
  useEffect(() => {
    if (!listening) {
      wasExpanded.current = false;
      // Emptied, so the same message is read again when the list next opens.
      setAnnouncement('');
      return;
    }
    if (!settled) return;
    if (count > 0) {
      const available = messages.suggestionsAvailableAnnouncement(count);
      setAnnouncement(
        wasExpanded.current ? available : `${available}. ${messages.suggestionInstructions}`,
      );
      wasExpanded.current = true;
    } else if (query.trim() !== '') {
      setAnnouncement(messages.noSuggestionsAvailableAnnouncement);
      wasExpanded.current = false;
    }
    // The messages are read when the list changes, not when a caller re-creates them.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [listening, settled, count, query]);
  return announcement;
}

const optionId = (id: string, index: number) => `${id}-option-${index}`;

/** The listbox's options (in their groups), the active one marked. */
function suggestionListItems({
  id,
  items,
  query,
  activeIndex,
  onHover,
  onChoose,
}: {
  id: string;
  items: readonly AutosuggestItem[];
  query: string;
  activeIndex: number | null;
  onHover: (index: number) => void;
  onChoose: (suggestion: AutosuggestSuggestion) => void;
}) {
  let optionIndex = 0;
  const renderOption = (suggestion: AutosuggestSuggestion) => {
    const index = optionIndex++;
    const selected = index === activeIndex;
    // The WAI-ARIA combobox pattern: options are not focusable (focus stays in the field,
    // which handles the keys and points at the option with aria-activedescendant), and a
    // native <option> cannot live outside a <select>.
    return (
      // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={index}
        id={optionId(id, index)}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="option"
        aria-selected={selected}
        className={clsx(styles.option, selected && styles.activeOption)}
        onMouseMove={() => onHover(index)}
        onClick={() => onChoose(suggestion)}
      >
        <span className={styles.optionText}>
          <SuggestionText suggestion={suggestion} query={query} />
        </span>
        {suggestion.description ? (
          <span className={styles.optionDescription}>{suggestion.description}</span>
        ) : null}
      </div>
    );
  };
  return items.map((item, groupIndex) =>
    isGroup(item) ? (
      <div
        // oxlint-disable-next-line react/no-array-index-key -- groups are positional
        key={`group-${groupIndex}`}
        // A group of options inside the listbox (an <optgroup> needs a <select>).
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="group"
        aria-labelledby={`${id}-group-${groupIndex}`}
      >
        <div id={`${id}-group-${groupIndex}`} className={styles.groupLabel}>
          {item.label}
        </div>
        {item.suggestions.map(renderOption)}
      </div>
    ) : (
      renderOption(item)
    ),
  );
}

/**
 * A text field that suggests values as you type: the WAI-ARIA combobox pattern with a listbox
 * popup. Arrow keys move through the suggestions (wrapping) and preview them in the field, Enter
 * chooses, Escape closes the list (or clears the field when it is closed), and leaving the field
 * keeps a previewed suggestion. It is a real named `<input>`, so a GET form submits the text
 * without JavaScript.
 */
export function Autosuggest({
  name,
  value,
  defaultValue = '',
  onChange,
  onSelect,
  suggestions,
  loading = false,
  noSuggestionsMessage,
  clearable = false,
  clearLabel = 'Clear',
  clearHref,
  onClear,
  translations,
  placeholder,
  icon,
  onFocus,
  onBlur,
  ref,
  ...fieldProps
}: AutosuggestProps) {
  const messages = { ...defaultAutosuggestTranslations, ...translations };
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [query, setQuery] = useState(text);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState<Active | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // mergeRefs keeps the refs and writes them only when React attaches the input, never in render.
  // oxlint-disable-next-line react/refs
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const loaded = useSuggestions(suggestions, query, open && focused);
  const items = loaded.items;
  const options = useMemo(() => flattenSuggestions(items), [items]);
  const disabled = fieldProps.disabled ?? false;
  const isLoading = loading || loaded.pending;
  const showLoading = (loading || loaded.slow) && options.length === 0;
  const settled = !isLoading && loaded.answered === query;

  const expanded = open && focused && options.length > 0;
  const showNoSuggestions =
    open &&
    focused &&
    settled &&
    options.length === 0 &&
    query.trim() !== '' &&
    noSuggestionsMessage !== undefined;
  const showPopup = expanded || showNoSuggestions || (open && focused && showLoading);
  const activeIndex = expanded && active && active.index < options.length ? active.index : null;
  const previewed = activeIndex !== null && active?.preview ? (options[activeIndex] ?? null) : null;
  const displayed = previewed ? previewed.text : text;

  const announcement = useListAnnouncement({
    listening: open && focused,
    settled,
    count: options.length,
    query,
    messages,
  });

  const openingStep = useRef<1 | -1 | null>(null);
  useEffect(() => {
    if (!(open && focused)) {
      openingStep.current = null;
      return;
    }
    const step = openingStep.current;
    if (step === null || !settled || options.length === 0) return;
    openingStep.current = null;
    setActive({ index: step === 1 ? 0 : options.length - 1, preview: true });
  }, [open, focused, settled, options.length]);

  function choose(suggestion: AutosuggestSuggestion) {
    setText(suggestion.text);
    setQuery(suggestion.text);
    setOpen(false);
    setActive(null);
    onSelect?.(suggestion);
  }

  function move(step: 1 | -1) {
    const count = options.length;
    if (count === 0) return;
    const current = activeIndex;
    const next = current === null ? (step === 1 ? 0 : count - 1) : (current + step + count) % count;
    setActive({ index: next, preview: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(null);
          // Move to the first (or last) suggestion once the list has some: now, or when they
          // arrive from the loader. Alt+Down only opens.
          openingStep.current = event.altKey ? null : step;
          if (!event.altKey && options.length > 0 && settled) {
            setActive({ index: step === 1 ? 0 : options.length - 1, preview: true });
            openingStep.current = null;
          }
          return;
        }
        if (event.altKey && step === -1) {
          setOpen(false);
          setActive(null);
          return;
        }
        move(step);
        return;
      }
      case 'Enter': {
        if (activeIndex !== null) {
          const suggestion = options[activeIndex];
          if (suggestion) {
            // Choosing a suggestion must not also submit the form.
            event.preventDefault();
            choose(suggestion);
          }
        }
        return;
      }
      case 'Escape': {
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(null);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          setQuery('');
          setActive(null);
          onClear?.();
        }
        return;
      }
      default:
    }
  }

  const showClear = clearable && displayed !== '' && !disabled;
  return (
    <AutosuggestFrame
      fieldProps={fieldProps}
      icon={icon}
      clear={
        showClear
          ? {
              label: clearLabel,
              href: clearHref,
              onClear: () => {
                setText('');
                setQuery('');
                setActive(null);
                setOpen(false);
                onClear?.();
                inputRef.current?.focus();
              },
            }
          : null
      }
      input={(id) => ({
        ref: setRefs,
        name,
        value: displayed,
        placeholder,
        'aria-activedescendant': activeIndex === null ? undefined : optionId(id, activeIndex),
        onChange: (event) => {
          const next = event.currentTarget.value;
          setText(next);
          setQuery(next);
          setOpen(true);
          setActive(null);
          openingStep.current = null;
        },
        onKeyDown,
        onFocus: (event) => {
          setFocused(true);
          onFocus?.(event);
        },
        onBlur: (event) => {
          // Leaving the field keeps what the keyboard previewed.
          if (previewed) choose(previewed);
          setFocused(false);
          setOpen(false);
          setActive(null);
          onBlur?.(event);
        },
      })}
      expanded={expanded}
      showPopup={showPopup}
      busy={isLoading}
      options={(id) =>
        suggestionListItems({
          id,
          items,
          query,
          activeIndex,
          onHover: (index) => {
            if (activeIndex !== index) setActive({ index, preview: false });
          },
          onChoose: choose,
        })
      }
      messages={
        <>
          {showNoSuggestions ? (
            <div className={styles.message}>
              <Text tone="secondary">{noSuggestionsMessage}</Text>
            </div>
          ) : null}
          {open && focused && showLoading ? (
            <div className={styles.message}>
              <Text tone="secondary">{messages.loadingMessage}</Text>
            </div>
          ) : null}
        </>
      }
      announcement={announcement}
    />
  );
}
