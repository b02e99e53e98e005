import type { ColumnType, Generated } from 'kysely';

// Row types of every table, kept in step with api/migrations. snake_case like the columns.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DemoSeedTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface AppSettingTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_member_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  demo_seeds: DemoSeedTable;
  app_settings: AppSettingTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
}
