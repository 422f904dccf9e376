import { createContext, useContext } from 'react';

export interface MenuState {
  /** Closes the menu after an item was chosen (focus returns to the trigger). */
  closeAfterSelection: () => void;
}

export const MenuContext = createContext<MenuState | null>(null);

export function useMenuState(componentName: string): MenuState {
  const state = useContext(MenuContext);
  if (state === null) {
    throw new Error(
      `${componentName} must be rendered inside MenuRenderer (or OverflowMenu): pass it as one of their children.`,
    );
  }
  return state;
}
