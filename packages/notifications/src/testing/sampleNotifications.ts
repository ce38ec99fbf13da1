import type { Notification } from '@shelfsight/contracts';

/** Realistic notifications for tests and stories (not exported by the package). */
export const sampleNotifications: Notification[] = [
  {
    id: 101,
    title: 'Price alert: 4 products below the minimum price',
    isRead: false,
    fromUserId: null,
    subTitle: 'Amazon DE, Otto',
    body: 'Nordic Blend Coffee 1 kg dropped to €11.49 at Amazon DE (minimum €12.99).',
    dateTime: '2024-03-18T10:00:00.000Z',
    flag: 'warning',
    icon: 'alert',
    type: 'PRICE_ALERT',
    causer: 'Alert "Minimum advertised price"',
  },
  {
    id: 102,
    title: 'Your export is ready',
    isRead: false,
    fromUserId: null,
    subTitle: 'Weekly price overview.xlsx',
    body: 'The scheduled export "Weekly price overview" finished with 1,240 rows.',
    dateTime: '2024-03-18T07:00:00.000Z',
    flag: 'success',
    icon: 'download',
    type: 'EXPORT_READY',
    causer: 'Scheduled export "Weekly price overview"',
  },
  {
    id: 104,
    title: 'Content score improved',
    isRead: true,
    fromUserId: null,
    subTitle: 'Average DCC score 81 → 86',
    body: null,
    dateTime: '2024-03-15T09:00:00.000Z',
    flag: 'info',
    icon: 'chart',
    type: 'DCC_SCORE',
    causer: 'Weekly content score digest',
  },
];
