// The public entry point `@joblane/ui/MenuRenderer`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { MenuItem, menuItemTones, type MenuItemProps, type MenuItemTone } from './MenuItem.tsx';
export { MenuItemCheckbox, type MenuItemCheckboxProps } from './MenuItemCheckbox.tsx';
export { MenuItemDivider } from './MenuItemDivider.tsx';
export { MenuItemLink, type MenuItemLinkProps } from './MenuItemLink.tsx';
export {
  MenuRenderer,
  type MenuCloseReason,
  type MenuRendererProps,
  type MenuTriggerProps,
} from './MenuRenderer.tsx';
