import { useState, type ReactNode } from 'react';
import { useCanAccess, useUnselectAll } from 'react-admin';
import { CENTRES } from '../../dataProvider';
import { allowedBulkActions, type BulkAction } from './bulkActions';
import { BulkActionDialog, type BulkRequest } from './BulkActionDialog';

/**
 * The list's bulk decisions: which ones this admin may take, a way to start one, and its dialog.
 * The dialog lives beside the list, not inside the grid, so it stays open when the run empties
 * the page (approving every centre of a "pending" filter).
 */
export function useBulkDecisions(onChanged: () => void): { actions: BulkAction[]; start: (request: BulkRequest) => void; dialog: ReactNode } {
  const { canAccess: mayReview } = useCanAccess({ resource: 'bulk-actions', action: 'create' });
  const { canAccess: mayApproveAutotest } = useCanAccess({ resource: 'admin-centres', action: 'approve-autotest' });
  const unselectAll = useUnselectAll(CENTRES);
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const actions = allowedBulkActions(mayReview === true, mayApproveAutotest === true);
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
