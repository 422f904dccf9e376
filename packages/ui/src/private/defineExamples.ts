import type { ComponentType } from 'react';

/** The gallery's sections, in the order `/ui` lists them. */
export const componentCategories = [
  'Foundations',
  'Layout',
  'Typography',
  'Actions',
  'Forms',
  'Feedback',
  'Content',
  'Overlays',
  'Navigation',
  'Icons',
] as const;
export type ComponentCategory = (typeof componentCategories)[number];

/** One state of a component worth seeing: a gallery tile and a markup check. */
export interface ComponentExample {
  /** Unique within the component, e.g. `Solid` or `Max lines`. */
  name: string;
  /** A line about when to use this state, shown in the gallery. */
  description?: string;
  /**
   * Renders the state. Must work without props and inside `UIProvider` only. The gallery shows
   * its code beside it, read from this file at build time: write it as an arrow function
   * returning the example, or as the name of a component declared in this file.
   */
  Example: ComponentType;
}

/** What every `Name.examples.tsx` default-exports: the component's page in the gallery. */
export interface ComponentExamples {
  /**
   * The entry point's folder, e.g. `Button` for `@joblane/ui/Button`: the gallery's page is
   * `/ui/<component>`.
   */
  component: string;
  /** The gallery section it is listed under. */
  category: ComponentCategory;
  /**
   * How it works by keyboard and what a screen reader announces, in a few sentences: what an
   * app team needs to know to use it accessibly (labels to give, keys, announcements).
   */
  accessibility: string;
  examples: readonly ComponentExample[];
}

/**
 * Types (and checks) a component's examples file: `export default defineExamples({ component:
 * 'Text', category: 'Typography', accessibility: '...', examples: [{ name: 'Sizes', Example }] })`.
 */
export function defineExamples(componentExamples: ComponentExamples): ComponentExamples {
  const { component, category, accessibility, examples } = componentExamples;
  if (examples.length === 0) {
    throw new Error(`${component} examples are empty; add at least one { name, Example }.`);
  }
  if (!componentCategories.includes(category)) {
    throw new Error(
      `${component} has the category "${category}"; use one of ${componentCategories.join(', ')}.`,
    );
  }
  if (accessibility.trim() === '') {
    throw new Error(
      `${component} has no accessibility notes; say how it works by keyboard and screen reader.`,
    );
  }
  const seen = new Set<string>();
  for (const { name } of examples) {
    if (seen.has(name)) {
      throw new Error(`${component} has two examples named "${name}"; give each a unique name.`);
    }
    seen.add(name);
  }
  return componentExamples;
}
