import { useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem, Stack, useMediaQuery, type ButtonProps, type Theme } from '@mui/material';
import { BulkActionsToolbar, useListContext, useTranslate } from 'react-admin';
import type { BulkAction } from './bulkActions';
import type { BulkRequest } from './BulkActionDialog';
import type { ListedCentre } from './BulkActionDialog';

interface BulkButtonsProps {
  actions: BulkAction[];
  onStart: (request: BulkRequest) => void;
}

/** A button opening a menu of decisions. */
function ActionMenuButton({ label, actions, onChoose, ...button }: { label: string; actions: BulkAction[]; onChoose: (action: BulkAction) => void } & Omit<ButtonProps, 'onClick'>) {
  const id = useId();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        {...button}
        id={`${id}-button`}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onChoose(action);
            }}
          >
            {translate(`console.centres.action.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The decisions on the ticked rows, shown in react-admin's bar while rows are selected. */
export function SelectedBulkButtons({ actions, onStart }: BulkButtonsProps) {
  const { selectedIds, data } = useListContext<ListedCentre & { id: string }>();
  // The bar is one line high: on a phone the four buttons would spill out of it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const start = (action: BulkAction) => onStart({ action, scope: { kind: 'selected', ids: selectedIds.map(String), rows: data ?? [] } });
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={translate('console.centres.bulk.selectedGroup')}>
      {phone ? (
        <ActionMenuButton label={translate('console.centres.bulk.actions')} size="small" variant="contained" actions={actions} onChoose={start} />
      ) : (
        actions.map((action) => (
          // Filled: text-coloured buttons lack contrast on the bar's tinted background.
          <Button key={action} size="small" variant="contained" color={action === 'reject' ? 'error' : 'primary'} onClick={() => start(action)}>
            {translate(`console.centres.action.${action}`)}
          </Button>
        ))
      )}
    </Stack>
  );
}

/**
 * react-admin's bar without its "Select all" (which stops at 250 rows): acting on every centre
 * that matches is the separate menu, which reads all pages. Drawn only while rows are ticked:
 * react-admin keeps its collapsed bar in the page, its buttons still reachable by Tab though unseen
 * and lying over the header's select-all box (WCAG 2.4.7, 2.5.8).
 */
export function SelectedBulkToolbar(props: BulkButtonsProps) {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar selectAllButton={false}>
      <SelectedBulkButtons {...props} />
    </BulkActionsToolbar>
  );
}

/** A decision on every centre the current filter matches, on all pages. */
export function MatchingBulkMenu({ actions, onStart }: BulkButtonsProps) {
  const { filterValues, total, isPending } = useListContext();
  const translate = useTranslate();
  const count = total ?? 0;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 2, pb: 1 }}>
      <ActionMenuButton
        label={translate('console.centres.bulk.matching', { count: count.toLocaleString('en') })}
        variant="outlined"
        disabled={isPending || count === 0}
        actions={actions}
        onChoose={(action) => onStart({ action, scope: { kind: 'matching', filter: { ...filterValues } } })}
      />
    </Stack>
  );
}
