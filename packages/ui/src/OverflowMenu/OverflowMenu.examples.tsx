import { MenuItem } from '../MenuRenderer/MenuItem.tsx';
import { MenuItemLink } from '../MenuRenderer/MenuItemLink.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { OverflowMenu } from './OverflowMenu.tsx';

export default defineExamples({
  component: 'OverflowMenu',
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
