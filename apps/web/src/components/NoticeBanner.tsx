import { Alert } from '@joblane/ui/Alert';
import { Box } from '@joblane/ui/Box';

import type { Notice } from '../app/context.ts';

/** The message an action left for this page ("You are signed in"), above its content. */
export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <Box paddingBottom="medium">
      <Alert tone={notice.tone === 'positive' ? 'positive' : 'info'}>{notice.message}</Alert>
    </Box>
  );
}
