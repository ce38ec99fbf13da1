import type { TaskAudit, TaskUser } from '@shelfsight/contracts';
import { formatPrettyDateTime } from '@shelfsight/ui-kit';
import { Timeline, Typography } from 'antd';
import { describeTaskChange } from '../../utils/taskLog';

/** The task's change log, oldest first: who changed what, and when. */
export function AuditTrail({ trail, users }: { trail: readonly TaskAudit[]; users: readonly TaskUser[] }) {
  const nameOf = (id: number) => users.find((user) => user.id === id)?.displayName ?? `user ${id}`;
  return (
    <section aria-label="Log">
      <Typography.Title level={5}>Log</Typography.Title>
      <Timeline
        items={trail.map((row) => ({
          key: row.action_id,
          content: (
            <>
              <Typography.Text>{describeTaskChange(row)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {nameOf(row.userId)}, {formatPrettyDateTime(row.action_creation_datetime)}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </section>
  );
}
