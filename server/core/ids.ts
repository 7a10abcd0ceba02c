import { z } from '@contract/zod';

// Any 8-4-4-4-12 hex id, as Postgres' uuid type takes it (z.uuid() would also demand an RFC version).
const uuid = z.guid();

/** Whether a value can be a row id: checked before it reaches SQL, where a malformed one would fail the query. */
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;
