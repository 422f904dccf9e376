// Testing Library's `act` marks the environment as an act environment for React.
import { act } from '@testing-library/react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Autosuggest } from '../../Autosuggest/Autosuggest.tsx';
import { filterSuggestions } from '../../Autosuggest/suggestions.ts';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { Dropdown } from '../../Dropdown/Dropdown.tsx';
import { IconSearch } from '../../Icons/icons.tsx';
import { PasswordField } from '../../PasswordField/PasswordField.tsx';
import { RadioGroup } from '../../RadioGroup/RadioGroup.tsx';
import { RadioItem } from '../../RadioGroup/RadioItem.tsx';
import { Stack } from '../../Stack/Stack.tsx';
import { expectAccessibleMarkup } from '../../test/accessibleMarkup.tsx';
import { Text } from '../../Text/Text.tsx';
import { Textarea } from '../../Textarea/Textarea.tsx';
import { TextDropdown } from '../../TextDropdown/TextDropdown.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { Toggle } from '../../Toggle/Toggle.tsx';
import { UIProvider } from '../../UIProvider/UIProvider.tsx';

const places = [{ text: 'Melbourne VIC' }, { text: 'Sydney NSW' }];

/** The job search form as the site builds it: a plain GET form of kit fields. */
function SearchForm() {
  return (
    <form method="get" action="/jobs">
      <Stack space="medium">
        <TextField
          label="Keywords"
          name="keywords"
          type="search"
          icon={<IconSearch />}
          defaultValue="designer"
          clearable
        />
        <Autosuggest
          label="Where"
          name="where"
          defaultValue="Mel"
          suggestions={(query) => filterSuggestions(places, query)}
          clearable
        />
        <Dropdown
          label="Classification"
          name="classification"
          placeholder="Any classification"
          options={[{ text: 'Design & Architecture', value: 'design' }]}
        />
        <Checkbox label="All work types" defaultChecked="mixed" />
        <Checkbox label="Full time" name="worktype" value="fulltime" defaultChecked />
        <RadioGroup label="Pay" name="salarytype" defaultValue="annual">
          <RadioItem value="annual" label="Annual" />
          <RadioItem value="hourly" label="Hourly" />
        </RadioGroup>
        <Toggle label="Remote only" name="remote" value="true" />
        <Text>
          Sort by{' '}
          <TextDropdown
            label="Sort by"
            name="sortmode"
            options={[
              { text: 'relevance', value: 'relevance' },
              { text: 'date', value: 'date' },
            ]}
          />
        </Text>
        <Textarea label="Note" characterLimit={10} defaultValue="A note that is too long" />
        <PasswordField label="Password" />
        <button type="submit">Search</button>
      </Stack>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a search form made of the kit’s fields', () => {
  it('renders on the server and hydrates with no warnings and the DOM unchanged', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <UIProvider>
        <SearchForm />
      </UIProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The DOM's own serialisation of the server markup (React writes `<input/>`, the DOM `<input>`).
    const before = container.innerHTML;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <UIProvider>
          <SearchForm />
        </UIProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    // The mixed checkbox gets its DOM-only state once hydrated.
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.indeterminate).toBe(
      true,
    );
  });

  it('submits every named value from the server markup alone (no JavaScript)', () => {
    const html = renderToString(
      <UIProvider>
        <SearchForm />
      </UIProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect([...new FormData(form).entries()]).toEqual([
      ['keywords', 'designer'],
      ['where', 'Mel'],
      ['classification', ''],
      ['worktype', 'fulltime'],
      ['salarytype', 'annual'],
      ['sortmode', 'relevance'],
    ]);
  });

  // axe over a dozen fields takes a few seconds on a busy machine.
  it('is valid, accessible markup', { timeout: 20_000 }, async () => {
    await expectAccessibleMarkup(<SearchForm />);
  });
});
