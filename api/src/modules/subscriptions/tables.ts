import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/database-types';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  plan_name: string;
  kind: 'trial' | 'paid';
  months: Generated<string[]>;
  start_date: Timestamp;
  exp_date: Timestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** The payment order that paid this period (paid periods only). */
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../db/database-types' {
  interface Database {
    subscriptions: SubscriptionsTable;
  }
}

export type SubscriptionRow = Selectable<SubscriptionsTable>;
