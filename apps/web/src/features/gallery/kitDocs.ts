/**
 * The kit's documentation as the build extracts it from packages/ui (build/kitDocs.ts): for each
 * gallery page, the source of every example and the props tables of the components its entry
 * point exports. The server reads it (`virtual:kit-docs`) and hands one page's part to the
 * browser with the page's data.
 */
export interface KitDocs {
  pages: KitPageDocs[];
}

/** One gallery page, `/ui/<component>`: one `*.examples.tsx` file and its entry point. */
export interface KitPageDocs {
  /** The examples' `component`, the page's name. */
  component: string;
  /** Where app teams import it from, e.g. `@joblane/ui/Button`. */
  entryPoint: string;
  /** The examples file, relative to packages/ui (`src/Button/Button.examples.tsx`). */
  examplesFile: string;
  /** The JSDoc of the page's main component (the one named like the page), or ''. */
  summary: string;
  examples: ExampleSource[];
  /** Props tables: one per props type the entry point's components take. */
  components: ComponentDocs[];
  /** The entry point's other exports (hooks, helpers, option lists, types), by name. */
  otherExports: { values: string[]; types: string[] };
}

export interface ExampleSource {
  /** The example's `name`, unique within its page. */
  name: string;
  /** Its code as written in the examples file, dedented. */
  source: string;
  /** The kit imports the code uses, as an app would write them. */
  imports: string[];
}

/** The props of one component (or of several sharing a props type, such as the icons). */
export interface ComponentDocs {
  /** The components taking these props (`Button`; `IconAdd`, `IconBookmark`, ...). */
  names: string[];
  /** The props type's name (`ButtonProps`), or '' for an inline type. */
  propsType: string;
  /** The JSDoc of the (first) component. */
  summary: string;
  props: PropDocs[];
  /** Types from outside the kit whose props are accepted too (`ButtonHTMLAttributes`). */
  inherits: string[];
}

export interface PropDocs {
  name: string;
  /** The type as written, with literal unions spelled out (`'solid' | 'ghost'`). */
  type: string;
  /** The default, from the component's destructuring or the JSDoc (`Default \`solid\``). */
  defaultValue: string | null;
  required: boolean;
  description: string;
}
