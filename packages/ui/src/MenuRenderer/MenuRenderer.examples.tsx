import { useState } from 'react';

import { IconSort } from '../Icons/icons.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { MenuItem } from './MenuItem.tsx';
import { MenuItemCheckbox } from './MenuItemCheckbox.tsx';
import { MenuItemDivider } from './MenuItemDivider.tsx';
import { MenuItemLink } from './MenuItemLink.tsx';
import { MenuPreview, MenuRenderer } from './MenuRenderer.tsx';

function SortMenu() {
  const [sort, setSort] = useState('Relevance');
  const [remote, setRemote] = useState(false);
  return (
    <Text>
      <MenuRenderer
        renderTrigger={(props) => (
          <TextLinkButton {...props}>Sort by {sort.toLowerCase()}</TextLinkButton>
        )}
      >
        <MenuItem icon={<IconSort />} onClick={() => setSort('Relevance')}>
          Relevance
        </MenuItem>
        <MenuItem onClick={() => setSort('Date')}>Date</MenuItem>
        <MenuItemDivider />
        <MenuItemCheckbox checked={remote} onChange={setRemote}>
          Remote only
        </MenuItemCheckbox>
        <MenuItemLink href="/help/sorting">Help with sorting</MenuItemLink>
      </MenuRenderer>
    </Text>
  );
}

export default defineExamples({
  component: 'MenuRenderer',
  category: 'Overlays',
  accessibility:
    'The WAI-ARIA menu button: the trigger has `aria-haspopup="menu"` and `aria-expanded`. Enter, Space or Down open the menu on the first item, Up on the last; Down/Up move (wrapping), Home/End jump, typing jumps to an item by its first letters, Enter/Space choose. Choosing, Escape, Tab and a click outside close it and focus the trigger; a checkbox item toggles and keeps it open.',
  examples: [
    {
      name: 'Closed',
      description: 'Down/Up (wrapping), Home/End, Enter/Space, type-ahead; Escape or Tab closes.',
      Example: SortMenu,
    },
    {
      name: 'Open',
      description: 'The open menu, shown in the page.',
      Example: () => (
        <MenuPreview label="Sort">
          <MenuItem icon={<IconSort />}>Relevance</MenuItem>
          <MenuItem>Date</MenuItem>
          <MenuItemDivider />
          <MenuItemCheckbox checked onChange={() => undefined}>
            Remote only
          </MenuItemCheckbox>
          <MenuItemLink href="/help/sorting">Help with sorting</MenuItemLink>
          <MenuItem tone="critical">Delete saved search</MenuItem>
        </MenuPreview>
      ),
    },
  ],
});
