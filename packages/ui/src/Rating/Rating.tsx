import { type TextSize, textSizeNames } from '@joblane/theme';
import { clsx } from 'clsx';

import { Box } from '../Box/Box.tsx';
import * as typography from '../private/typography.css.ts';
import { TextContext } from '../Text/TextContext.ts';
import * as styles from './Rating.css.ts';
import { StarEmpty, StarFull, StarHalf } from './stars.tsx';

export const ratingVariants = ['full', 'starsOnly', 'minimal'] as const;
export type RatingVariant = (typeof ratingVariants)[number];

export interface RatingProps {
  /** From 0 to 5; shown with one decimal ("4.3"), stars to the nearest half. */
  rating: number;
  /**
   * `full` (default): five stars and the number. `starsOnly`: five stars. `minimal`: one star
   * and the number.
   */
  variant?: RatingVariant;
  /** Default `standard`. */
  size?: TextSize;
  /**
   * The accessible text, for other wording or languages. Default `4.3 out of 5`. The stars and
   * number are one image with this name.
   */
  label?: string;
  id?: string;
}

const maxRating = 5;

/** A score out of five as stars: a company's rating. Read out as "4.3 out of 5". */
export function Rating({ rating, variant = 'full', size = 'standard', label, id }: RatingProps) {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0 || rating > maxRating) {
    throw new Error(`Rating needs a rating from 0 to ${maxRating}; got ${JSON.stringify(rating)}.`);
  }
  if (!(ratingVariants as readonly unknown[]).includes(variant)) {
    throw new Error(
      `Rating does not support variant ${JSON.stringify(variant)}; use one of ${ratingVariants.join(', ')}`,
    );
  }
  if (!(textSizeNames as readonly unknown[]).includes(size)) {
    throw new Error(
      `Rating does not support size ${JSON.stringify(size)}; use one of ${textSizeNames.join(', ')}`,
    );
  }
  const shown = rating.toFixed(1);
  const halves = Math.round(rating * 2);
  const stars =
    variant === 'minimal'
      ? [<StarFull key={0} />]
      : Array.from({ length: maxRating }, (_, index) =>
          halves >= (index + 1) * 2 ? (
            <StarFull key={index} />
          ) : halves === index * 2 + 1 ? (
            <StarHalf key={index} />
          ) : (
            <StarEmpty key={index} />
          ),
        );
  return (
    <TextContext value={{ size, weight: 'regular', tone: 'neutral' }}>
      <Box
        component="span"
        id={id}
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- stars and a number shown as one image with one name
        role="img"
        aria-label={label ?? `${shown} out of ${maxRating}`}
        className={clsx(styles.rating, typography.textSize[size])}
      >
        <span className={styles.stars}>{stars}</span>
        {variant === 'starsOnly' ? null : <span className={styles.value}>{shown}</span>}
      </Box>
    </TextContext>
  );
}
