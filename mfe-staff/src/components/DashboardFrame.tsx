import type { ReactNode } from 'react';
import { useSession } from '@portal/shared';
import { messages } from '../texts';
import './staff-dashboard.css';

/** A staff dashboard: the greeting with the signed-in person's first name, then its panels. */
export function DashboardFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const firstName = useSession((state) => state.user?.firstName);
  return (
    // minmax(0, 1fr): a wide table scrolls inside its panel instead of widening the page on a phone.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }} data-testid={testId}>
      <h2 className="staff-dashboard__greeting">
        {messages.dashboardGreeting}, {firstName?.trim() || messages.noName}
      </h2>
      {children}
    </div>
  );
}
