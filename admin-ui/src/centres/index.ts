/**
 * The centres resource. The list is react-admin's resource list at /admin-centres; the detail is a
 * custom route (/admin-centre/{id}) because SPEC's path is not react-admin's /admin-centres/{id}/show.
 * Both pages are imported lazily by App so the login screen loads without them.
 */
export { ActionDialog } from './ActionDialog';
export { ACTION_UI, LIST_ACTIONS, actionWords, historyLabel, missingTextMessage } from './actionLabels';
export { StatsCards } from './StatsCards';
export type { CentreDetail, CentreRow, CentreStatistics, HistoryEntry } from './centreTypes';
