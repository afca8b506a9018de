import type { ColumnType } from 'kysely';

/**
 * Every table of the database by name. Empty here on purpose: each module declares its own tables in its
 * `tables.ts` (`declare module '../../db/database-types' { interface Database { … } }`), so a module with
 * a new table edits no shared file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

/** Column types every module uses. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
