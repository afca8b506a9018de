import type { Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/database-types';
import type { MonthName, PaymentStatus } from '@portal/shared/contracts';

export interface PaymentOrdersTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  plan_name: string;
  year: number;
  months: MonthName[];
  tailor_cv: boolean;
  /** Amounts in cents, AUD, GST included. */
  monthly_price: number;
  plan_amount: number;
  cv_amount: number;
  total: number;
  gst: number;
  currency: Generated<string>;
  provider: 'local' | 'stripe';
  status: Generated<PaymentStatus>;
  intent_id: string | null;
  client_secret: string | null;
  last_payment_error: string | null;
  card_last4: string | null;
  invoice_number: string | number | null;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  intent_id: string | null;
  received_at: CreatedAt;
}

export interface LocalPaymentIntentsTable {
  id: string;
  client_secret: string;
  idempotency_key: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  metadata: Generated<Record<string, string>>;
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  card_last4: string | null;
  settles_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface LocalWebhookOutboxTable {
  id: Generated<string>;
  event_id: string;
  payload: string;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  last_error: string | null;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    payment_orders: PaymentOrdersTable;
    payment_events: PaymentEventsTable;
    local_payment_intents: LocalPaymentIntentsTable;
    local_webhook_outbox: LocalWebhookOutboxTable;
  }
}

export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type LocalPaymentIntentRow = Selectable<LocalPaymentIntentsTable>;
