// The public entry point `@joblane/ui/Tabs`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Tab, type TabProps } from './Tab.tsx';
export { TabPanel, type TabPanelProps } from './TabPanel.tsx';
export { TabPanels, type TabPanelsProps } from './TabPanels.tsx';
export { Tabs, type TabsProps } from './Tabs.tsx';
export { TabsProvider, type TabsProviderProps } from './TabsProvider.tsx';
