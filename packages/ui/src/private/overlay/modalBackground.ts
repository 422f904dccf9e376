/**
 * Makes everything but `keep` inert (no focus, no clicks, hidden from assistive technology) and
 * stops the page from scrolling, for a modal. Returns the function that undoes it.
 */
export function isolateModal(keep: HTMLElement): () => void {
  const madeInert: HTMLElement[] = [];
  let node: HTMLElement = keep;
  while (node.parentElement && node !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(sibling.tagName)
      ) {
        sibling.inert = true;
        madeInert.push(sibling);
      }
    }
    node = node.parentElement;
  }
  const unlockScroll = lockScroll();
  return () => {
    for (const element of madeInert) element.inert = false;
    unlockScroll();
  };
}

let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (scrollLocks === 0) {
    // Keep the page from shifting sideways when its scroll bar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  scrollLocks += 1;
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}
