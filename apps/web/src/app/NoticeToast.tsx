import { ToastProvider, useToast } from '@joblane/ui/Toast';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import type { Notice } from './context.ts';

/** Live regions announce what changes in them, not what they are born with. */
const ANNOUNCE_AFTER_MS = 150;

function ShowNotice({ notice }: { notice: Notice }) {
  const show = useToast();
  useEffect(() => {
    // The provider's live regions are put in the page first, empty; the toast comes after.
    const timer = setTimeout(
      () =>
        show({
          message: notice.message,
          tone: notice.tone === 'positive' ? 'positive' : 'neutral',
          // The same message again (two sessions ended one after the other) is one toast.
          key: notice.message,
        }),
      ANNOUNCE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [notice, show]);
  return null;
}

/**
 * The kit's toast for a notice that arrived with in-page navigation (an account form sent in
 * the background: "Your password is changed"), loaded the first time one does (see AppShell).
 * The toasts live in a portal whose box is `display: contents`, so it adds nothing to the layout.
 */
export function NoticeToast({ notice }: { notice: Notice }) {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.dataset.noticeToasts = '';
    // CSSOM, not a style attribute: allowed by the page's style-src 'self'.
    element.style.display = 'contents';
    document.body.append(element);
    return element;
  });
  useEffect(() => () => container.remove(), [container]);
  return createPortal(
    <ToastProvider>
      <ShowNotice notice={notice} />
    </ToastProvider>,
    container,
  );
}
