import { type ComponentType, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { AutosuggestProps } from '../Autosuggest/Autosuggest.tsx';
import { AutosuggestFrame } from '../Autosuggest/AutosuggestFrame.tsx';
import { mergeRefs } from '../private/field/InputBox.tsx';

let request: Promise<ComponentType<AutosuggestProps>> | null = null;

/**
 * `Autosuggest`'s code (suggestion list, keyboard handling, loading), fetched once. A failed
 * fetch is forgotten, so the next focus tries again.
 */
export function loadAutosuggest(): Promise<ComponentType<AutosuggestProps>> {
  request ??= import('../Autosuggest/Autosuggest.tsx').then(
    (module) => module.Autosuggest,
    (error: unknown) => {
      request = null;
      throw error;
    },
  );
  return request;
}

/** What the stand-in's input held when the real field took its place. */
interface Handover {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  /** The text was typed before the code arrived: open the suggestions for it. */
  typed: boolean;
}

/**
 * `Autosuggest` with its code loaded on first use: it renders the same markup (the server's and
 * the hydrated page's), as a plain text field, until the field is first focused; then it fetches
 * `Autosuggest` and puts it in its place with the text, focus and caret as they are, and the
 * suggestions open for anything typed meanwhile. Same props as `Autosuggest`.
 */
export function LazyAutosuggest(props: AutosuggestProps) {
  const {
    name,
    value,
    defaultValue = '',
    onChange,
    loading = false,
    clearable = false,
    clearLabel = 'Clear',
    clearHref,
    onClear,
    placeholder,
    icon,
    onFocus,
    onBlur,
    ref,
    // Only the loaded field uses these.
    onSelect: _onSelect,
    suggestions: _suggestions,
    noSuggestionsMessage: _noSuggestionsMessage,
    translations: _translations,
    ...fieldProps
  } = props;
  // The loaded component, and the text its field starts with.
  const [loaded, setLoaded] = useState<{
    Autosuggest: ComponentType<AutosuggestProps>;
    text: string;
  } | null>(null);
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const handover = useRef<Handover | null>(null);

  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onChange?.(next);
  };

  function load() {
    loadAutosuggest().then(
      (Autosuggest) => {
        const input = inputRef.current;
        handover.current = null;
        if (input !== null) {
          handover.current = {
            value: input.value,
            focused: document.activeElement === input,
            selectionStart: input.selectionStart,
            selectionEnd: input.selectionEnd,
            typed: input.value !== defaultValue,
          };
        }
        // In one task with reading the input: no keystroke can land in between.
        flushSync(() => setLoaded({ Autosuggest, text: input?.value ?? text }));
      },
      (error: unknown) => {
        console.error('LazyAutosuggest: loading Autosuggest failed; the field stays plain', error);
      },
    );
  }

  useLayoutEffect(() => {
    if (loaded === null) return;
    const state = handover.current;
    handover.current = null;
    const input = inputRef.current;
    if (state === null || input === null || !state.focused) return;
    input.focus();
    input.setSelectionRange(state.selectionStart, state.selectionEnd);
    // Alt+Down opens the list without moving into it (the combobox pattern's key).
    if (state.typed && state.value.trim() !== '') {
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }),
      );
    }
  }, [loaded]);

  if (loaded !== null) {
    return <loaded.Autosuggest {...props} defaultValue={loaded.text} ref={setRefs} />;
  }

  const disabled = fieldProps.disabled ?? false;
  return (
    <AutosuggestFrame
      fieldProps={fieldProps}
      icon={icon}
      clear={
        clearable && text !== '' && !disabled
          ? {
              label: clearLabel,
              href: clearHref,
              onClear: () => {
                setText('');
                onClear?.();
                inputRef.current?.focus();
              },
            }
          : null
      }
      input={() => ({
        ref: setRefs,
        name,
        value: text,
        placeholder,
        onChange: (event) => setText(event.currentTarget.value),
        onFocus: (event) => {
          load();
          onFocus?.(event);
        },
        onBlur,
      })}
      expanded={false}
      showPopup={false}
      busy={loading}
      announcement=""
    />
  );
}
