import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DocumentCategory,
  DocumentType,
  JobAlertExperience,
  JobAlertLocation,
  JobAlertSalaryRange,
  Platform,
  Role,
} from '@portal/shared/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type UserStatus = 'active' | 'pending' | 'suspended' | 'deleted';
export type CodePurpose = 'email_verification' | 'password_reset';
export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

export interface UsersTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  role: Role;
  email_verified: Generated<boolean>;
  phone_number: string | null;
  address: string | null;
  location: string | null;
  work_state: Generated<string[]>;
  job_title: Generated<string[]>;
  experience_level: string | null;
  salary_range: string | null;
  profile_picture: string | null;
  status: Generated<UserStatus>;
  account_officer: string | null;
  subscription: string | null;
  step2: Generated<boolean>;
  step3: Generated<boolean>;
  step4: Generated<boolean>;
  step5: Generated<boolean>;
  /** Bumped when every session of the account must end (password reset or change); tokens carry the one they got. */
  session_version: Generated<number>;
  /** Digest of the ticket held by the browser of the latest sign-up of a still unverified address. */
  signup_ticket_digest: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Session tokens ended one by one (sign-out), kept until they would have expired anyway. */
export interface EndedSessionsTable {
  jti: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

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

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  title: string;
  message: string;
  type: string;
  sender: string | null;
  created_at: CreatedAt;
}

export interface NotificationRecipientsTable {
  notification_id: string;
  user_id: string;
  is_opened: Generated<boolean>;
  opened_at: NullableTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: CreatedAt;
}

export interface JobAlertsTable {
  id: Generated<string>;
  email: string;
  experience: JobAlertExperience;
  locations: JobAlertLocation[];
  salary_range: JobAlertSalaryRange;
  unsubscribe_digest: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A job-alert sign-up waiting for the e-mailed link; one per address, the newest replacing the older. */
export interface JobAlertRequestsTable {
  id: Generated<string>;
  email: string;
  experience: JobAlertExperience;
  locations: JobAlertLocation[];
  salary_range: JobAlertSalaryRange;
  token_digest: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<string>;
  user_id: string;
  storage_key: string;
  type: DocumentType;
  size: number;
  original_name: string;
  category: DocumentCategory | null;
  created_at: CreatedAt;
}

export interface DocumentsTable {
  id: Generated<string>;
  user_id: string;
  upload_id: string;
  type: DocumentType;
  title: string;
  size: number;
  category: DocumentCategory;
  is_default: Generated<boolean>;
  agree: Generated<'true' | 'false'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

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
}

export interface PortalsTable {
  id: Generated<string>;
  user_id: string;
  name: Platform;
  had_an_account: boolean;
  agreed: Generated<boolean>;
  credential_email: string | null;
  /** AES-256-GCM envelope from the credentials cipher; never the password itself. */
  credential_password_encrypted: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  subscription_plans: SubscriptionPlansTable;
  one_time_codes: OneTimeCodesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessagesTable;
  job_alerts: JobAlertsTable;
  job_alert_requests: JobAlertRequestsTable;
  uploads: UploadsTable;
  documents: DocumentsTable;
  subscriptions: SubscriptionsTable;
  portals: PortalsTable;
  ended_sessions: EndedSessionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MailRow = Selectable<MailOutboxTable>;
export type JobAlertRow = Selectable<JobAlertsTable>;
export type UploadRow = Selectable<UploadsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PortalRow = Selectable<PortalsTable>;
export type SubscriptionPlanRow = Selectable<SubscriptionPlansTable>;
