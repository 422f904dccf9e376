import type { ComponentType } from 'react';

/** One state of a component worth seeing: a gallery tile and a markup check. */
export interface ComponentExample {
  /** Unique within the component, e.g. `Solid` or `Max lines`. */
  name: string;
  /** A line about when to use this state, shown in the gallery. */
  description?: string;
  /** Renders the state. Must work without props and inside `UIProvider` only. */
  Example: ComponentType;
}

/** What every `Name.examples.tsx` default-exports. */
export interface ComponentExamples {
  /** The component's export name, e.g. `Button`. */
  component: string;
  examples: readonly ComponentExample[];
}

/**
 * Types (and checks) a component's examples file:
 * `export default defineExamples({ component: 'Text', examples: [{ name: 'Sizes', Example }] })`.
 */
export function defineExamples(componentExamples: ComponentExamples): ComponentExamples {
  const { component, examples } = componentExamples;
  if (examples.length === 0) {
    throw new Error(`${component} examples are empty; add at least one { name, Example }.`);
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
