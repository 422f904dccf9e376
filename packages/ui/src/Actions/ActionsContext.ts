import { createContext, useContext } from 'react';

/** What `Actions` tells the buttons inside it. */
export interface ActionsContextValue {
  size: 'standard' | 'small';
}

export const ActionsContext = createContext<ActionsContextValue | null>(null);

/** The enclosing `Actions`, or `null` outside one. */
export function useActionsContext(): ActionsContextValue | null {
  return useContext(ActionsContext);
}
