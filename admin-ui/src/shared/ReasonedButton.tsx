import { useId } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A button that, when it cannot apply, stays on screen disabled with the reason why (DECISIONS §10):
 * the reason is the tooltip (a native title on a wrapper, since a disabled button gets no pointer
 * events; one MUI Tooltip per row was costly on long lists) and the button's accessible description.
 */
export function ReasonedButton({ disabledReason, ...button }: ButtonProps & { disabledReason?: string | null }) {
  const id = useId();
  if (!disabledReason) return <Button {...button} />;
  return (
    <Box component="span" title={disabledReason} sx={{ display: 'inline-flex' }} data-disabled-reason={disabledReason}>
      <Button {...button} disabled aria-describedby={`${id}-why`} />
      <Box component="span" id={`${id}-why`} sx={VISUALLY_HIDDEN}>
        {disabledReason}
      </Box>
    </Box>
  );
}
