const candidates = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !isTabbableRadio(element)
      ),
  );
}

/** In a radio group only the checked radio (or the first, when none is) is a tab stop. */
function isTabbableRadio(radio: HTMLInputElement): boolean {
  if (radio.checked || !radio.name) return true;
  const group = radio.form?.elements.namedItem(radio.name) ?? null;
  if (!(group instanceof RadioNodeList)) return true;
  const radios = [...group].filter((item) => item instanceof HTMLInputElement);
  return !radios.some((item) => item.checked) && radios[0] === radio;
}
