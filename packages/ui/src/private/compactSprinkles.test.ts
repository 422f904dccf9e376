import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  compactProperties,
  expandProperties,
  type SprinklesProperties,
  type SprinklesStyle,
} from './compactSprinkles.ts';

const identifier = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/);

/** Class names as vanilla-extract writes them: numbered in order, or arbitrary (debug names). */
const classNames = (count: number) =>
  fc.oneof(
    fc
      .tuple(fc.stringMatching(/^_?[a-z0-9]{3,8}$/), fc.nat({ max: 5000 }))
      .map(([prefix, first]) =>
        Array.from({ length: count }, (_, index) => prefix + (first + index).toString(36)),
      ),
    fc.uniqueArray(fc.stringMatching(/^[a-zA-Z_][\w-]{0,20}$/), {
      minLength: count,
      maxLength: count,
    }),
  );

/** What `defineProperties` returns, with or without conditions, shorthands first. */
const sprinklesProperties: fc.Arbitrary<SprinklesProperties> = fc
  .record({
    conditionNames: fc.option(fc.uniqueArray(identifier, { minLength: 1, maxLength: 4 }), {
      nil: undefined,
    }),
    properties: fc.uniqueArray(
      fc.tuple(identifier, fc.uniqueArray(identifier, { minLength: 1, maxLength: 5 })),
      { minLength: 1, maxLength: 6, selector: ([name]) => name },
    ),
    shorthands: fc.array(fc.tuple(fc.constantFrom('sx', 'sy', 'all'), fc.array(identifier)), {
      maxLength: 2,
    }),
    withResponsiveArray: fc.boolean(),
    defaultIndex: fc.option(fc.nat(), { nil: false as const }),
  })
  .chain(({ conditionNames, properties, shorthands, withResponsiveArray, defaultIndex }) => {
    const perValue = conditionNames?.length ?? 1;
    const total = properties.reduce((sum, [, values]) => sum + values.length * perValue, 0);
    return classNames(total).map((classes) => {
      const conditions =
        conditionNames === undefined
          ? undefined
          : {
              defaultCondition:
                defaultIndex === false
                  ? (false as const)
                  : conditionNames[defaultIndex % perValue]!,
              conditionNames,
              ...(withResponsiveArray ? { responsiveArray: conditionNames } : {}),
            };
      let next = 0;
      const styles: Record<string, SprinklesStyle> = Object.fromEntries(
        shorthands
          .filter(([name]) => !properties.some(([property]) => property === name))
          .map(([name, mappings]) => [name, { mappings }]),
      );
      for (const [name, values] of properties) {
        const byValue: Record<
          string,
          { conditions?: Record<string, string>; defaultClass?: string }
        > = {};
        for (const value of values) {
          if (conditions === undefined) {
            byValue[value] = { defaultClass: classes[next++]! };
            continue;
          }
          const byCondition = Object.fromEntries(
            conditions.conditionNames.map((condition) => [condition, classes[next++]!]),
          );
          byValue[value] =
            conditions.defaultCondition === false
              ? { conditions: byCondition }
              : { conditions: byCondition, defaultClass: byCondition[conditions.defaultCondition] };
        }
        styles[name] =
          conditions?.responsiveArray === undefined
            ? { values: byValue }
            : { values: byValue, responsiveArray: conditions.responsiveArray };
      }
      return conditions === undefined ? { styles } : { conditions, styles };
    });
  });

describe('the compact sprinkles class map', () => {
  it('expands to exactly the map it was made from', () => {
    fc.assert(
      fc.property(sprinklesProperties, (properties) => {
        const compact = compactProperties(properties);
        expect(JSON.stringify(expandProperties(compact))).toBe(JSON.stringify(properties));
      }),
    );
  });

  it('writes numbered class names as a prefix and a first number, others as a list', () => {
    const numbered = compactProperties({
      styles: {
        zIndex: { values: { 0: { defaultClass: '_1abcz' }, 1: { defaultClass: '_1abc10' } } },
      },
    });
    expect(numbered.classes).toEqual(['_1abc', 35]);
    const named = compactProperties({
      styles: {
        cursor: {
          values: {
            default: { defaultClass: 'cursor_default' },
            pointer: { defaultClass: 'cursor_pointer' },
          },
        },
      },
    });
    expect(named.classes).toBe('cursor_default cursor_pointer');
  });

  it('is smaller than the map: one number for the kit-sized responsive map', () => {
    const values = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [
        `v${index}`,
        {
          conditions: Object.fromEntries(
            ['mobile', 'tablet', 'desktop', 'wide'].map((condition, offset) => [
              condition,
              `_x${(index * 4 + offset).toString(36)}`,
            ]),
          ),
          defaultClass: `_x${(index * 4).toString(36)}`,
        },
      ]),
    );
    const properties: SprinklesProperties = {
      conditions: {
        defaultCondition: 'mobile',
        conditionNames: ['mobile', 'tablet', 'desktop', 'wide'],
        responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
      },
      styles: {
        gap: { values, responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'] },
      },
    };
    const compact = compactProperties(properties);
    expect(compact.classes).toEqual(['_x', 0]);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(properties).length / 8);
  });
});
