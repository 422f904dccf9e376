/**
 * Open overlays (dialogs, drawers, popovers, tooltips), most recent last. Only the topmost one
 * answers Escape and traps focus, so a menu inside a dialog closes before the dialog does.
 */
const stack: symbol[] = [];

export function pushOverlay(): symbol {
  const token = Symbol('overlay');
  stack.push(token);
  return token;
}

export function removeOverlay(token: symbol): void {
  const index = stack.indexOf(token);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopOverlay(token: symbol): boolean {
  return stack.at(-1) === token;
}
