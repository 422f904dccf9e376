import { useState } from 'react';

import { IconLocation } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Autosuggest } from './Autosuggest.tsx';
import { type AutosuggestItem, filterSuggestions } from './suggestions.ts';

const places = [
  { text: 'Melbourne VIC 3000', value: 'melbourne' },
  { text: 'Melton VIC 3337', value: 'melton' },
  { text: 'Mildura VIC 3500', value: 'mildura' },
  { text: 'Sydney NSW 2000', value: 'sydney' },
  { text: 'Brisbane QLD 4000', value: 'brisbane' },
  { text: 'Remote', value: 'remote', description: 'Work from anywhere' },
];

const grouped: AutosuggestItem[] = [
  { label: 'Recent searches', suggestions: [{ text: 'Melbourne VIC 3000' }] },
  { label: 'Places', suggestions: places },
];

/** Answers after a pause, like `/api/suggest/places?q=` would. */
function loadPlaces(query: string, { signal }: { signal: AbortSignal }) {
  return new Promise<AutosuggestItem[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(filterSuggestions(places, query)), 400);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function Where({ initial = '' }: { initial?: string }) {
  const [where, setWhere] = useState(initial);
  return (
    <Autosuggest
      label="Where"
      name="where"
      icon={<IconLocation />}
      placeholder="Suburb, city or region"
      value={where}
      onChange={setWhere}
      suggestions={(query) => filterSuggestions(places, query)}
      noSuggestionsMessage="No matching places. Try a suburb, city or region."
      clearable
    />
  );
}

export default defineExamples({
  component: 'Autosuggest',
  category: 'Forms',
  accessibility:
    'The WAI-ARIA combobox with a listbox: focus stays in the input. Down/Up open the list and move through it (wrapping), Enter chooses the highlighted suggestion, Escape closes the list (or, closed, clears the field: the clear button is not a Tab stop), Alt+Down opens and Alt+Up closes. A polite live region announces how many suggestions there are.',
  examples: [
    { name: 'Empty', description: 'Type "m" to see suggestions.', Example: () => <Where /> },
    { name: 'Filled', Example: () => <Where initial="Melbourne VIC 3000" /> },
    {
      name: 'Groups',
      Example: () => (
        <Autosuggest
          label="Where"
          suggestions={(query) => filterSuggestions(grouped, query)}
          description="Recent searches come first."
        />
      ),
    },
    {
      name: 'Loaded asynchronously',
      description: 'Suggestions arrive after 400 ms; stale answers are ignored.',
      Example: () => <Autosuggest label="Where" name="where" suggestions={loadPlaces} />,
    },
    {
      name: 'Error',
      Example: () => (
        <Autosuggest
          label="Where"
          defaultValue="Atlantis"
          suggestions={(query) => filterSuggestions(places, query)}
          tone="critical"
          message="We could not find that place."
        />
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="large">
          <Autosuggest label="Where" suggestions={places} disabled />
          <Autosuggest
            label="Where"
            suggestions={places}
            disabled
            defaultValue="Sydney NSW 2000"
            clearable
          />
        </Stack>
      ),
    },
  ],
});
