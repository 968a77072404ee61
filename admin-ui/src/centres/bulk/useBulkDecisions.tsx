import { useState, type ReactNode } from 'react';
import { useUnselectAll } from 'react-admin';
import { CENTRES } from '../../dataProvider';
import { canAccess } from '../../permissions';
import { useProfile } from '../../profile/ProfileContext';
import { allowedBulkActions, type BulkAction } from './bulkActions';
import { BulkActionDialog, type BulkRequest } from './BulkActionDialog';

/**
 * The list's bulk decisions: which ones this admin may take, a way to start one, and its dialog.
 * The dialog lives beside the list, not inside the grid, so it stays open when the run empties
 * the page (approving every centre of a "pending" filter).
 */
export function useBulkDecisions(onChanged: () => void): { actions: BulkAction[]; start: (request: BulkRequest) => void; dialog: ReactNode } {
  const { profile } = useProfile();
  const unselectAll = useUnselectAll(CENTRES);
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const actions = allowedBulkActions(canAccess(profile, 'reviewCentres'), canAccess(profile, 'approveAutotest'));
  const dialog = request && (
    <BulkActionDialog
      request={request}
      onRunFinished={() => {
        unselectAll();
        onChanged();
      }}
      onClose={() => setRequest(null)}
    />
  );
  return { actions, start: setRequest, dialog };
}
