import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  classificationIdOf,
  classifications,
  findClassification,
  findSubClassification,
} from './taxonomy.ts';

describe('classificationIdOf', () => {
  it('names the classification of every sub-classification', () => {
    for (const classification of classifications) {
      for (const sub of classification.subClassifications) {
        expect(classificationIdOf(sub.id)).toBe(classification.id);
        expect(findSubClassification(sub.id)?.classification.id).toBe(classification.id);
      }
    }
  });

  it('answers "" for what is not a sub-classification id', () => {
    expect(classificationIdOf('accounting')).toBe('');
    expect(classificationIdOf('')).toBe('');
    expect(classificationIdOf('.payroll')).toBe('');
  });

  it('returns a prefix of its input that holds no dot', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const parent = classificationIdOf(id);
        expect(parent.includes('.')).toBe(false);
        if (parent !== '') expect(id.startsWith(`${parent}.`)).toBe(true);
      }),
    );
  });

  it('agrees with the taxonomy for ids the taxonomy knows', () => {
    const subIds = classifications.flatMap((c) => c.subClassifications.map((sub) => sub.id));
    fc.assert(
      fc.property(fc.constantFrom(...subIds), (id) => {
        expect(findClassification(classificationIdOf(id))).toBe(
          findSubClassification(id)?.classification,
        );
      }),
    );
  });
});
