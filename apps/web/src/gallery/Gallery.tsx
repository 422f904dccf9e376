import { themeClassName, type ColorMode } from '@joblane/ui';
import type { ComponentExamples } from '@joblane/ui/examples';
import { useState } from 'react';

import * as styles from './Gallery.css.ts';

function anchorFor(component: string): string {
  return `component-${component.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The kit's examples grouped by component, with a contents list linking to each group and a
 * switch to preview every example in the dark colour mode.
 */
export function Gallery({ groups }: { groups: readonly ComponentExamples[] }) {
  const [colorMode, setColorMode] = useState<ColorMode>('light');
  const frameClassName = `${styles.exampleFrame} ${themeClassName(colorMode)}`;
  return (
    <div className={styles.gallery}>
      <h1 className={styles.heading}>Component gallery</h1>
      <div>
        <button
          type="button"
          className={styles.modeToggle}
          aria-pressed={colorMode === 'dark'}
          onClick={() => setColorMode((mode) => (mode === 'dark' ? 'light' : 'dark'))}
        >
          Preview in dark mode
        </button>
      </div>
      {groups.length === 0 ? (
        <p>No component examples are registered yet.</p>
      ) : (
        <>
          <nav aria-label="Components">
            <ul className={styles.contents}>
              {groups.map((group) => (
                <li key={group.component}>
                  <a className={styles.contentsLink} href={`#${anchorFor(group.component)}`}>
                    {group.component}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section
              key={group.component}
              id={anchorFor(group.component)}
              aria-labelledby={`${anchorFor(group.component)}-heading`}
              className={styles.group}
            >
              <h2 id={`${anchorFor(group.component)}-heading`} className={styles.groupHeading}>
                {group.component}
              </h2>
              {group.examples.map(({ name, description, Example }) => (
                <figure key={name} className={styles.example}>
                  <figcaption className={styles.exampleName}>
                    {name}
                    {description === undefined ? null : (
                      <span className={styles.exampleDescription}>{description}</span>
                    )}
                  </figcaption>
                  <div className={frameClassName} data-color-mode={colorMode}>
                    <Example />
                  </div>
                </figure>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
