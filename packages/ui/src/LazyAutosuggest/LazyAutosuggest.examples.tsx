import { useState } from 'react';

import { filterSuggestions } from '../Autosuggest/suggestions.ts';
import { IconLocation } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { LazyAutosuggest } from './LazyAutosuggest.tsx';

const places = [
  { text: 'Melbourne VIC 3000', value: 'melbourne' },
  { text: 'Melton VIC 3337', value: 'melton' },
  { text: 'Sydney NSW 2000', value: 'sydney' },
  { text: 'Brisbane QLD 4000', value: 'brisbane' },
];

function Where({ initial = '' }: { initial?: string }) {
  const [where, setWhere] = useState(initial);
  return (
    <LazyAutosuggest
      label="Where"
      name="where"
      icon={<IconLocation />}
      placeholder="Suburb, city or region"
      value={where}
      onChange={setWhere}
      suggestions={(query) => filterSuggestions(places, query)}
      clearable
    />
  );
}

export default defineExamples({
  component: 'LazyAutosuggest',
  category: 'Forms',
  accessibility:
    'Until it is first focused it is a plain labelled text field (the same markup as Autosuggest); on focus it loads Autosuggest and becomes the WAI-ARIA combobox, keeping the text, the focus and the caret, so a keyboard or screen-reader user notices nothing but the suggestions. If the code cannot load, it stays a text field that still submits.',
  examples: [
    {
      name: 'Loaded on first focus',
      description:
        'Same props as Autosuggest. Focus it and type "m": the suggestion list arrives with its code.',
      Example: () => <Where />,
    },
    { name: 'Filled', Example: () => <Where initial="Sydney NSW 2000" /> },
  ],
});
