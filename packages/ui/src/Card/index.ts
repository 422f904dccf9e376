// The public entry point `@joblane/ui/Card`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Card, cardTones, type CardProps, type CardTone } from './Card.tsx';
