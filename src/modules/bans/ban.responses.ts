import { BanKind } from '../../generated/prisma/enums';
import { gql, id, named, StoreTimestamp, timestampsShape, z } from '../../lib/responses';

/** REST response schemas of the ban list: what ban.present.ts returns. */

const kind = () =>
  gql(z.enum(BanKind).describe('CLIENT_IDENTIFIER, EMAIL, DISCORD_ID, DOCUMENT or IP'), {
    description: 'What the value is: a client identifier (any case), an e-mail, a Discord user id, a CPF/CNPJ (digits) or an IP address or range.',
  });

export const Ban = gql(
  named(
    'Ban',
    z.strictObject({
      id: id().describe('Ban id.'),
      kind: kind(),
      value: gql(z.string().describe('Normalised: an e-mail lower-cased, a document as digits, an IP range as its network (203.0.113.0/24)'), {
        description: 'What is banned, normalised: an e-mail lower-cased, a document as digits, an IP range as its network (203.0.113.0/24).',
      }),
      reason: z.string().describe("The owner's note. Never shown to the buyer."),
      expires_at: gql(StoreTimestamp.nullable().describe("When the ban ends, in the store's offset; null: never"), {
        description: "When the ban ends, in the store's offset; null: never.",
      }),
      active: z.boolean().describe('Whether it is in force now (not expired): a checkout it matches is refused.'),
      created_by: z.string().describe('Who made it: the staff user or API key, or "chargeback (automatic)".'),
      ...timestampsShape,
    }),
    "A buyer the store refuses at checkout: a checkout whose identifier, e-mail, Discord id, document or address matches a ban in force is refused (403, a neutral message; the reason is the owner's).",
  ),
  { fields: { createdAt: "When it was made, in the store's offset.", updatedAt: "When it was last changed, in the store's offset." } },
);

export const BanRefusal = named(
  'BanRefusal',
  z.strictObject({
    id: id().describe('Refusal id.'),
    ban_id: id().nullable().describe('The ban that refused it; null once that ban was removed.'),
    kind: kind(),
    value: z.string().describe("The ban's value that matched, as it was then."),
    client_email: z.string().nullable().describe("The attempt's e-mail."),
    client_identifier: z.string().nullable().describe("The attempt's client identifier; null when it had none."),
    ip: z.string().nullable().describe("The attempt's address; null when the request had none."),
    created_at: gql(StoreTimestamp.describe("When it was refused, in the store's offset"), {
      type: 'DateTime!',
      description: "When it was refused, in the store's offset.",
    }),
  }),
  'A checkout the ban list refused.',
);

export type BanJson = z.output<typeof Ban>;
export type BanRefusalJson = z.output<typeof BanRefusal>;
