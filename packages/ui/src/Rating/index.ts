// The public entry point `@joblane/ui/Rating`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Rating, ratingVariants, type RatingProps, type RatingVariant } from './Rating.tsx';
