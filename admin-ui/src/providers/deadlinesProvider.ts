import type { HolidayView, NotificationView, OverdueByStateRow } from '@cbt/contracts';
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { apiRequest } from '../api';

/** The public holiday list (docs/TRUST.md "Deadlines and reminders"): GET|POST /api/admin/holidays, GET|PUT|DELETE /api/admin/holidays/{id}. */
export const HOLIDAYS = 'admin-holidays';

const path = (id?: unknown) => `/admin/holidays${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
const body = (data: Partial<HolidayView>) => ({ date: data.date, name: data.name });

/** The list is short (a year's holidays): sorted and paged here, as react-admin asks. */
export const holidaysProvider: Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete'> = {
  async getList(_resource: string, params: GetListParams) {
    const { data = [] } = await apiRequest<HolidayView[]>(path());
    const order = params.sort?.order === 'DESC' ? -1 : 1;
    const sorted = [...data].sort((a, b) => (a.date < b.date ? -order : a.date > b.date ? order : 0));
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return { data: sorted.slice((page - 1) * perPage, page * perPage) as never, total: sorted.length };
  },
  async getOne(_resource: string, params: GetOneParams) {
    const { data } = await apiRequest<HolidayView>(path(params.id));
    return { data: data as never };
  },
  async create(_resource: string, params: CreateParams) {
    const { data } = await apiRequest<HolidayView>(path(), { method: 'POST', body: body(params.data) });
    return { data: data as never };
  },
  async update(_resource: string, params: UpdateParams) {
    const { data } = await apiRequest<HolidayView>(path(params.id), { method: 'PUT', body: body(params.data) });
    return { data: data as never };
  },
  async delete(_resource: string, params: DeleteParams) {
    const { data } = await apiRequest<HolidayView>(path(params.id), { method: 'DELETE' });
    return { data: data as never };
  },
};

export interface DeadlineMethods {
  /** Every reminder and escalation recorded on a centre, with its delivery state. */
  centreNotifications(centreId: string, signal?: AbortSignal): Promise<NotificationView[]>;
  /** Queues one again (audited). */
  resendNotification(centreId: string, notificationId: string): Promise<NotificationView>;
  /** Overdue items by state and kind, in the admin's states. */
  overdueByState(signal?: AbortSignal): Promise<{ rows: OverdueByStateRow[]; total: number }>;
}

export const deadlineMethods: DeadlineMethods = {
  async centreNotifications(centreId, signal) {
    const { data } = await apiRequest<{ notifications: NotificationView[] }>(`/admin/schools/${encodeURIComponent(centreId)}/notifications`, { signal });
    return data?.notifications ?? [];
  },
  async resendNotification(centreId, notificationId) {
    const { data } = await apiRequest<NotificationView>(`/admin/schools/${encodeURIComponent(centreId)}/notifications/${encodeURIComponent(notificationId)}/resend`, { method: 'POST' });
    if (!data) throw new Error('The server sent no notification.');
    return data;
  },
  async overdueByState(signal) {
    const { data } = await apiRequest<{ rows: OverdueByStateRow[]; total: number }>('/admin/deadlines/overdue', { signal });
    return data ?? { rows: [], total: 0 };
  },
};
