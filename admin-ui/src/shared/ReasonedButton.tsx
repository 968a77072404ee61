import { useId, type CSSProperties } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
const WRAPPER: CSSProperties = { display: 'inline-flex' };

/**
 * A button that, when it cannot apply, stays on screen disabled with the reason why (DECISIONS §10):
 * the reason is the tooltip (a native title on a wrapper, since a disabled button gets no pointer
 * events; one MUI Tooltip per row was costly on long lists) and the button's accessible description.
 * The wrapper and the description are plain spans with fixed styles, not MUI Boxes: the centre list
 * draws four of these a row, and each Box's sx was worked out again on every render (docs/PERFORMANCE.md).
 */
export function ReasonedButton({ disabledReason, ...button }: ButtonProps & { disabledReason?: string | null }) {
  const id = useId();
  if (!disabledReason) return <Button {...button} />;
  return (
    <span title={disabledReason} style={WRAPPER} data-disabled-reason={disabledReason}>
      <Button {...button} disabled aria-describedby={`${id}-why`} />
      <span id={`${id}-why`} style={VISUALLY_HIDDEN}>
        {disabledReason}
      </span>
    </span>
  );
}
