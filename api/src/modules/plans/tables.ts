import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from '../../db/database-types';

export interface SubscriptionPlansTable {
  id: Generated<string>;
  name: 'Free' | 'Silver' | 'Gold';
  price: string | number;
  application_limit: number | null;
  platform_limit: number;
  billing: 'weekly' | 'monthly';
  trial_days: number;
  features: string[];
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    subscription_plans: SubscriptionPlansTable;
  }
}

export type SubscriptionPlanRow = Selectable<SubscriptionPlansTable>;
