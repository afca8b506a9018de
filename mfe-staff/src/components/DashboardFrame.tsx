import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useSession } from '@portal/shared';
import { messages } from '../texts';

/** A staff dashboard: the greeting with the signed-in person's first name, then its panels. */
export function DashboardFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const firstName = useSession((state) => state.user?.firstName);
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid={testId}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.dashboardGreeting}, {firstName?.trim() || messages.noName}
      </Typography.Title>
      {children}
    </div>
  );
}
