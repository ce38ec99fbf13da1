import { Card, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface FormPageShellProps {
  title: ReactNode;
  /** The record the form starts from is still loading. */
  loading?: boolean;
  /** Shown instead of the form when the record is unknown or not the user's to change. */
  notFound?: { title: string; subTitle: ReactNode; extra?: ReactNode } | null;
  maxWidth?: number;
  children: ReactNode;
}

/** The card a create / edit / copy form page sits in: its heading, a spinner while loading, or a 404. */
export function FormPageShell({ title, loading, notFound, maxWidth = 960, children }: FormPageShellProps) {
  if (loading) return <Spin />;
  if (notFound)
    return <Result status="404" title={notFound.title} subTitle={notFound.subTitle} extra={notFound.extra} />;
  return (
    <Card style={{ maxWidth }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
    </Card>
  );
}
