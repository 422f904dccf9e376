import { MenuItem } from '../MenuRenderer/MenuItem.tsx';
import { MenuItemLink } from '../MenuRenderer/MenuItemLink.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { OverflowMenu } from './OverflowMenu.tsx';

export default defineExamples({
  component: 'OverflowMenu',
  category: 'Overlays',
  accessibility:
    'A three-dot button named by its required `label` ("Actions for Product designer") that opens a menu with the menu button keyboard: Enter, Space or Down open it, the arrow keys move, Escape closes it and focuses the button.',
  examples: [
    {
      name: 'On a job card',
      Example: () => (
        <OverflowMenu label="Actions for Product designer">
          <MenuItem>Hide job</MenuItem>
          <MenuItemLink href="/report">Report job</MenuItemLink>
        </OverflowMenu>
      ),
    },
  ],
});
