import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { ButtonIcon } from '../ButtonIcon/ButtonIcon.tsx';
import { IconClose } from '../Icons/icons.tsx';
import { assertTone } from '../private/assertTone.ts';
import * as keyline from '../private/keyline.css.ts';
import { toneIcons } from '../private/toneIcons.ts';
import * as styles from './Alert.css.ts';

export const alertTones = ['critical', 'caution', 'positive', 'info'] as const;
export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  /** The message: `Text` (and `TextLink`s), or a `Stack` of them. */
  children: ReactNode;
  /** Default `info`. */
  tone?: AlertTone;
  /**
   * Shows a close button that calls this; the alert stays until the caller removes it. Move
   * focus somewhere sensible afterwards (the close button disappears with it).
   */
  onClose?: () => void;
  /** The close button's accessible name. Default `Close`. */
  closeLabel?: string;
  id?: string;
}

/**
 * A message about the page or the user's last action. `critical` alerts are `role="alert"`
 * (announced at once); the other tones are `role="status"` (announced politely).
 */
export function Alert({ children, tone = 'info', onClose, closeLabel = 'Close', id }: AlertProps) {
  assertTone('Alert', tone, alertTones);
  const Icon = toneIcons[tone];
  return (
    <Box
      id={id}
      role={tone === 'critical' ? 'alert' : 'status'}
      className={[styles.alert, styles.tone[tone]]}
      padding="small"
      paddingLeft="medium"
      display="flex"
      gap="small"
      alignItems="flexStart"
    >
      <span className={`${keyline.keyline} ${keyline.keylineTone[tone]}`} />
      <Box flexShrink={0} display="flex">
        <Icon tone={tone} />
      </Box>
      <Box flexGrow={1} minWidth={0} paddingTop="xxsmall">
        {children}
      </Box>
      {onClose ? (
        <Box flexShrink={0} marginTop="-xxsmall" marginRight="-xxsmall">
          <ButtonIcon label={closeLabel} icon={<IconClose />} tone="neutral" onClick={onClose} />
        </Box>
      ) : null}
    </Box>
  );
}
