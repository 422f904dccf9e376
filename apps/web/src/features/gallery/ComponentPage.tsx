import { Heading, Stack, Text, TextLink, themeClassName, type ColorMode } from '@joblane/ui';
import type { ComponentExamples } from '@joblane/ui/examples';
import { useState } from 'react';

import * as styles from './Gallery.css.ts';
import type { ComponentDocs, KitPageDocs } from './kitDocs.ts';
import { Prose } from './Prose.tsx';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function PropsTable({ docs }: { docs: ComponentDocs }) {
  const title =
    docs.names.length > 3
      ? `${docs.propsType} (${docs.names.length} components)`
      : docs.names.join(', ');
  const headingId = `props-${slug(docs.names[0] ?? docs.propsType)}`;
  return (
    <div className={styles.section}>
      <Stack space="small">
        <Heading level="3" id={headingId}>
          {title}
        </Heading>
        {docs.names.length > 3 ? (
          <Text size="small" tone="secondary">
            {docs.names.join(', ')}
          </Text>
        ) : null}
        {docs.summary === '' ? null : (
          <Text>
            <Prose text={docs.summary} />
          </Text>
        )}
      </Stack>
      {docs.props.length === 0 ? (
        <Text>Takes no props.</Text>
      ) : (
        // A region of its own: it scrolls sideways on a phone, and must be reachable by keyboard.
        <section
          className={styles.tableScroller}
          aria-label={`Props of ${title}`}
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Prop</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {docs.props.map((prop) => (
                <tr key={prop.name}>
                  <th scope="row" className={styles.propName}>
                    {prop.name}
                    {prop.required ? <span className={styles.required}>required</span> : null}
                  </th>
                  <td className={styles.typeCell}>{prop.type}</td>
                  <td className={styles.defaultCell}>{prop.defaultValue ?? ''}</td>
                  <td>
                    <Prose text={prop.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {docs.inherits.length === 0 ? null : (
        <Text size="small" tone="secondary">
          Also takes the props of{' '}
          {docs.inherits.map((name, index) => (
            <span key={name}>
              {index === 0 ? '' : ', '}
              <code className={styles.inlineCode}>{name}</code>
            </span>
          ))}
          , passed to the element.
        </Text>
      )}
    </div>
  );
}

/**
 * `/ui/<component>`: the component's live examples, each with its code (read from the examples
 * file at build time), its props tables (from its TypeScript types) and its keyboard and
 * screen-reader behaviour.
 */
export function ComponentPage({
  docs,
  examples,
}: {
  docs: KitPageDocs;
  /** The live examples; the same `component` as `docs`. */
  examples: ComponentExamples;
}) {
  const [colorMode, setColorMode] = useState<ColorMode>('light');
  const frameClassName = `${styles.exampleFrame} ${themeClassName(colorMode)}`;
  const liveExamples = new Map(examples.examples.map((example) => [example.name, example]));
  const componentNames = docs.components.flatMap(({ names }) => names);
  const mainImport = `import { ${
    componentNames.length === 0 ? docs.component : componentNames.join(', ')
  } } from '${docs.entryPoint}';`;
  return (
    <div className={styles.page}>
      <Stack space="medium">
        <Text size="small">
          <TextLink href="/ui">Component gallery</TextLink> › {examples.category}
        </Text>
        <Heading level="1">{docs.component}</Heading>
        {docs.summary === '' ? null : (
          <Text>
            <Prose text={docs.summary} />
          </Text>
        )}
        <pre className={styles.wrappedCode}>
          <code>{mainImport}</code>
        </pre>
        <nav aria-label="On this page">
          <Text size="small">
            <TextLink href="#examples">Examples</TextLink> ·{' '}
            <TextLink href="#props">Props</TextLink> ·{' '}
            <TextLink href="#accessibility">Keyboard and screen readers</TextLink>
          </Text>
        </nav>
      </Stack>

      <section aria-labelledby="examples" className={styles.section}>
        <Heading level="2" id="examples">
          Examples
        </Heading>
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
        {docs.examples.map(({ name, source, imports }) => {
          const live = liveExamples.get(name);
          const headingId = `example-${slug(name)}`;
          const code = imports.length === 0 ? source : `${imports.join('\n')}\n\n${source}`;
          return (
            <div key={name} className={styles.example}>
              <Stack space="small">
                <Heading level="3" id={headingId}>
                  {name}
                </Heading>
                {live?.description === undefined ? null : (
                  <Text tone="secondary">
                    <Prose text={live.description} />
                  </Text>
                )}
              </Stack>
              <div className={styles.exampleBody}>
                {live === undefined ? null : (
                  <div className={frameClassName} data-color-mode={colorMode}>
                    <live.Example />
                  </div>
                )}
                <section
                  className={styles.code}
                  // It scrolls: a keyboard user must be able to reach it.
                  // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- (axe: scrollable-region-focusable)
                  tabIndex={0}
                  aria-label={`Code of ${name}`}
                >
                  <pre className={styles.codeText}>
                    <code>{code}</code>
                  </pre>
                </section>
              </div>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="props" className={styles.section}>
        <Heading level="2" id="props">
          Props
        </Heading>
        {docs.components.map((component) => (
          <PropsTable key={component.names.join()} docs={component} />
        ))}
        {docs.otherExports.values.length + docs.otherExports.types.length === 0 ? null : (
          <Stack space="small">
            {docs.otherExports.values.length === 0 ? null : (
              <Text size="small">
                Also exported:{' '}
                <Prose text={docs.otherExports.values.map((name) => `\`${name}\``).join(', ')} />
              </Text>
            )}
            {docs.otherExports.types.length === 0 ? null : (
              <Text size="small">
                Types:{' '}
                <Prose text={docs.otherExports.types.map((name) => `\`${name}\``).join(', ')} />
              </Text>
            )}
          </Stack>
        )}
      </section>

      <section aria-labelledby="accessibility" className={styles.section}>
        <Heading level="2" id="accessibility">
          Keyboard and screen readers
        </Heading>
        <Text>
          <Prose text={examples.accessibility} />
        </Text>
      </section>
    </div>
  );
}
