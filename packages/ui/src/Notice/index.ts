// The public entry point `@joblane/ui/Notice`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './Notice.tsx';
