import type { SystemMessage } from '@shelfsight/contracts';

/** An active after-login maintenance message, as the system-messages calls answer it. */
export const maintenanceMessage: SystemMessage = {
  id: 5,
  systemMessageEvent: 'after_login',
  systemMessageType: 'maintenance',
  title: 'Planned maintenance',
  message: 'Down on Sunday.',
  isActive: true,
  datetimeFrom: '2024-03-01T08:30:00.000Z',
  datetimeTo: null,
  dateFrom: '2024-03-01',
  timeFrom: '08:30',
  dateTo: null,
  timeTo: null,
  createdAt: '2024-02-01T00:00:00.000Z',
  updatedAt: '2024-02-01T00:00:00.000Z',
};
