import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CentreAction } from '@cbt/contracts';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CENTRES } from '../dataProvider';
import { decideAccess } from '../permissions';
import { useProfile } from '../profile/ProfileContext';
import { rowActionStates } from './actionLabels';
import type { CentreRow } from './centreTypes';

/**
 * A row of the centre list keeps to one line: its decisions open from one "Decide" button instead of
 * four buttons that wrapped each row to ~170 px at 1,366 px (docs/PERFORMANCE.md, a 1,000-row page).
 * One menu serves the whole list; each row draws only its button. A decision that cannot apply stays
 * in the menu, marked disabled (aria-disabled, still reached by the arrow keys), with its reason under
 * it (DECISIONS §10).
 */

export interface ChosenDecision {
  centre: CentreRow;
  action: CentreAction;
}

interface RowDecisionsState {
  /** The centre whose menu is open, or null. */
  openId: CentreRow['id'] | null;
  open: (anchor: HTMLElement, centre: CentreRow) => void;
}

const RowDecisionsContext = createContext<RowDecisionsState>({ openId: null, open: () => undefined });
const MENU_ID = 'centre-row-decisions';
const ITEM_SX = { whiteSpace: 'normal', maxWidth: 360, display: 'block' } as const;
// Disabled in look as in aria-disabled, yet readable (4.5:1): the secondary text colour, not MUI's faded item.
const DISABLED_LABEL_STYLE = { color: 'rgba(0, 0, 0, 0.6)' } as const;
const REASON_STYLE = { display: 'block', fontSize: '0.8125rem', color: 'rgba(0, 0, 0, 0.6)' } as const;
// A fixed style, not sx: sx is worked out again for every row on every render (docs/PERFORMANCE.md).
const BUTTON_STYLE = { whiteSpace: 'nowrap' } as const;

/** The list's one decisions menu, for the row whose button opened it; `onChoose` opens the decision's dialog. */
export function RowDecisionsProvider({ onChoose, children }: { onChoose: (chosen: ChosenDecision) => void; children: ReactNode }) {
  const { profile } = useProfile();
  const translate = useTranslate();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; centre: CentreRow } | null>(null);
  // The dialog opens once the menu has gone, so the menu's focus returns to the row's button first
  // and the dialog gives it back there when it closes (a keyboard user keeps their place).
  const chosen = useRef<ChosenDecision | null>(null);
  const open = useCallback((anchor: HTMLElement, centre: CentreRow) => setMenu({ anchor, centre }), []);
  const value = useMemo(() => ({ openId: menu?.centre.id ?? null, open }), [menu, open]);
  const centre = menu?.centre;
  const states = centre ? rowActionStates(centre.status, decideAccess(profile, CENTRES, 'review', centre), decideAccess(profile, CENTRES, 'approve-autotest', centre), translate) : [];

  return (
    <RowDecisionsContext.Provider value={value}>
      {children}
      <Menu
        anchorEl={menu?.anchor ?? null}
        open={menu !== null}
        onClose={() => setMenu(null)}
        slotProps={{
          // A decision that cannot apply is still reached by the arrow keys, to hear its reason.
          list: { id: MENU_ID, disabledItemsFocusable: true, 'aria-label': centre ? translate('console.centres.row.decideOn', { name: centre.CentreName }) : undefined },
          transition: {
            onExited: () => {
              const decision = chosen.current;
              chosen.current = null;
              if (decision) onChoose(decision);
            },
          },
        }}
      >
        {centre &&
          states.map(({ action, reason }) => {
            return (
              <MenuItem
                key={action}
                sx={ITEM_SX}
                // Named by all it shows: the decision, then why it cannot apply (an accessible name
                // narrower than the visible text fails WCAG 2.5.3, label in name).
                aria-disabled={reason ? true : undefined}
                onClick={() => {
                  if (reason) return;
                  chosen.current = { centre, action };
                  setMenu(null);
                }}
              >
                <span style={reason ? DISABLED_LABEL_STYLE : undefined}>
                  {translate(`console.centres.action.${action}`)}
                </span>
                {reason && (
                  <span style={REASON_STYLE}>
                    {reason}
                  </span>
                )}
              </MenuItem>
            );
          })}
      </Menu>
    </RowDecisionsContext.Provider>
  );
}

/** Whether the signed-in admin takes any of the list's decisions on this centre (else no button). */
export function mayDecide(profile: Parameters<typeof decideAccess>[0], centre: CentreRow): boolean {
  return decideAccess(profile, CENTRES, 'review', centre);
}

/** The row's "Decide" button: names its centre for a screen reader and says whether its menu is open. */
export function DecideButton({ centre }: { centre: CentreRow }) {
  const { openId, open } = useContext(RowDecisionsContext);
  const translate = useTranslate();
  const expanded = openId === centre.id;
  return (
    <Button
      size="small"
      endIcon={<ArrowDropDownIcon />}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-controls={expanded ? MENU_ID : undefined}
      aria-label={translate('console.centres.row.decideOn', { name: centre.CentreName })}
      onClick={(event) => open(event.currentTarget, centre)}
      style={BUTTON_STYLE}
    >
      {translate('console.centres.row.decide')}
    </Button>
  );
}
