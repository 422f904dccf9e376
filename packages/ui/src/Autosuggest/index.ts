// The public entry point `@joblane/ui/Autosuggest`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  Autosuggest,
  autosuggestLoadingDelay,
  defaultAutosuggestTranslations,
  type AutosuggestLoader,
  type AutosuggestProps,
  type AutosuggestTranslations,
} from './Autosuggest.tsx';
export {
  filterSuggestions,
  type AutosuggestGroup,
  type AutosuggestItem,
  type AutosuggestSuggestion,
} from './suggestions.ts';
