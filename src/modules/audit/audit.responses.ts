import { gql, id, named, StoreTimestamp, z } from '../../lib/responses';

/** GET /v1/app/audit items: what audit.present.ts returns. */
export const AuditEntry = named(
  'AuditEntry',
  z.strictObject({
    id: id().describe('Entry id (newer entries have larger ids).'),
    actor_type: gql(z.enum(['staff', 'key']).describe('Who made the change: a staff user or an API key.'), {
      description: 'Who made the change: staff (a staff user) or key (an API key).',
    }),
    actor_id: z.int().min(0).describe('The staff user id or the API key id.'),
    actor_name: z.string().nullable().describe("The staff user's or the key's name at the time."),
    operation: z.string().describe('The request: `PATCH /v1/app/package/:id`, `Mutation.updatePackage`, `POST /v1/auth/sign-in`.'),
    record_type: z.string().describe('The table of the record changed: packages, orders, staff_users, api_keys, ...'),
    record_id: z.string().nullable().describe("The record's id."),
    action: gql(z.enum(['insert', 'update', 'delete']).describe('What happened to the record.'), { description: 'insert, update or delete.' }),
    before: gql(z.record(z.string(), z.unknown()).nullable().describe('The changed fields before (null for an insert); secrets show as "[redacted]".'), {
      type: 'JSONObject',
      description: 'The changed fields before the change (null for an insert); secrets show as "[redacted]", never their value.',
    }),
    after: gql(z.record(z.string(), z.unknown()).nullable().describe('The changed fields after (null for a delete); secrets show as "[redacted]".'), {
      type: 'JSONObject',
      description: 'The changed fields after the change (null for a delete); secrets show as "[redacted]", never their value.',
    }),
    ip: z.string().nullable().describe('The client address of the request.'),
    created_at: gql(StoreTimestamp.describe('When the change was committed'), { type: 'DateTime!', description: 'When the change was made.' }),
  }),
  'One change to a record, by a staff user or an API key.',
);

export type AuditEntryJson = z.output<typeof AuditEntry>;
