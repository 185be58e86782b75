import { CommandTrigger, PackageType, SubscriptionInterval } from '../../generated/prisma/enums';
import { MAX_INTERVAL_COUNT } from '../subscriptions/subscription.period';
import { textCheck } from '../../lib/console-text';
import { SLUG_PATTERN } from '../../lib/slug';
import { discordActionSchema } from '../discord/discord.schemas';
import { MAX_INT, clearable, httpUrl, id, moneyInRange, numberInRange, pageSchema, z } from '../../lib/validation';

export const FIELD_TYPES = ['TEXT', 'NUMBER', 'EMAIL'] as const;
/** The spec's limits: at most 300 keys per package (the unused pool), at most 250 characters per key. */
export const MAX_LICENSE_KEYS = 300;
const licenseKey = () => z.string().trim().min(1).max(250);

/** One console line: a line break would run the rest as another command (src/lib/console-text.ts). */
const consoleLine = () => z.string().check(textCheck('plain'));

const commandSchema = z.object({
  type: z.enum(CommandTrigger).default('PURCHASE'),
  command: consoleLine().trim().min(1).max(1000),
  game_server_id: clearable(id()),
  offline_execute: z.boolean().default(false),
  /** Minutes after the trigger; at most a year. null (how responses write 0, "not scheduled") is 0. */
  schedule: numberInRange(0, 525_600, { int: true }).nullable().default(0),
  execute_once: z.boolean().default(false),
});

const fieldSchema = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(FIELD_TYPES).default('TEXT'),
  description: z.string().max(500).default(''),
  required: z.boolean().default(true),
});

/** Unique entries of a list, reported at the index of the first repeat. */
const distinct = <T extends z.ZodType<string | number>>(item: T, what: string) =>
  z.array(item).check((ctx) => {
    const seen = new Set<unknown>();
    ctx.value.forEach((v, i) => {
      if (seen.has(v)) {
        ctx.issues.push({ code: 'custom', input: v, path: [i], message: `repeats an earlier ${what}`, params: { rule: 'unique' } });
      }
      seen.add(v);
    });
  });

/**
 * A recurring package's period: every `interval_count` (default 1) of `interval`, at most a year apart
 * (rule `max` on interval_count, naming the bound for the interval).
 */
const subscriptionSchema = z
  .object({
    interval: z.enum(SubscriptionInterval),
    interval_count: numberInRange(1, 365, { int: true }).default(1),
  })
  .check((ctx) => {
    const max = MAX_INTERVAL_COUNT[ctx.value.interval];
    if (ctx.value.interval_count > max) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.interval_count,
        path: ['interval_count'],
        message: `must be at most ${max} for ${ctx.value.interval}: a subscription charges at least once a year`,
        params: { rule: 'max' },
      });
    }
  });

const packageFields = {
  // Fills {package_name} in commands.
  name: consoleLine().trim().min(1).max(255),
  description: clearable(z.string().max(20_000)),
  category_id: id(),
  enabled: z.boolean(),
  price: moneyInRange(0, 1_000_000),
  expiry_days: clearable(numberInRange(1, 365, { int: true })),
  type: z.enum(PackageType),
  inventory_amount: clearable(numberInRange(1, 999_999, { int: true })),
  per_user_limit: z.boolean(),
  image: clearable(httpUrl()),
  icon: clearable(httpUrl()),
  commands: z.array(commandSchema).max(100),
  discord_actions: z.array(discordActionSchema).max(50),
  variables: distinct(id(), 'variable').max(50),
  email: clearable(z.object({ title: z.string().trim().min(1).max(255), content: z.string().min(1).max(20_000) })),
  license_keys: distinct(licenseKey(), 'key').max(MAX_LICENSE_KEYS),
  // Extensions to the spec's body, all optional:
  slug: z.string().trim().toLowerCase().min(1).max(120).regex(SLUG_PATTERN),
  position: z.number().int().min(0).max(MAX_INT),
  parent_id: clearable(id()),
  compare_at_price: clearable(moneyInRange(0, 1_000_000)),
  fields: z.array(fieldSchema).max(20),
  /** null (or left out on create): sold once. Its expiry_days follows the period. */
  subscription: clearable(subscriptionSchema),
  /** A gift card package (issue 33): each unit bought issues a gift card of this value. null: an ordinary package. */
  gift_card_value: clearable(moneyInRange(0.01, 100_000)),
};

export const createPackageSchema = z.object({
  ...packageFields,
  enabled: packageFields.enabled.optional(),
  per_user_limit: packageFields.per_user_limit.optional(),
  commands: packageFields.commands.optional(),
  discord_actions: packageFields.discord_actions.optional(),
  variables: packageFields.variables.optional(),
  license_keys: packageFields.license_keys.optional(),
  slug: packageFields.slug.optional(),
  position: packageFields.position.optional(),
  fields: packageFields.fields.optional(),
});

export const updatePackageSchema = z.object(packageFields).partial();

export const listPackagesSchema = pageSchema.extend({
  category_id: id().optional(),
  name: z.string().max(255).optional(),
  /** The public API's name for name (REST); both sent, both must match. */
  search: z.string().max(255).optional(),
});

/** POST /v1/app/package/{id}/license-keys: keys added to the unused pool. */
export const addLicenseKeysSchema = z.object({
  license_keys: distinct(licenseKey(), 'key').min(1).max(MAX_LICENSE_KEYS),
});

/** GET /v1/app/package/{id}/license-keys: the package's keys, delivered and unused, by id. */
export const listLicenseKeysSchema = pageSchema;

export type CreatePackageInput = z.input<typeof createPackageSchema>;
export type UpdatePackageInput = z.input<typeof updatePackageSchema>;
export type ListPackagesInput = z.input<typeof listPackagesSchema>;
export type AddLicenseKeysInput = z.input<typeof addLicenseKeysSchema>;
export type ListLicenseKeysInput = z.input<typeof listLicenseKeysSchema>;
export type CommandInput = z.output<typeof commandSchema>;
export type { DiscordActionInput } from '../discord/discord.schemas';
export type FieldInput = z.output<typeof fieldSchema>;
export type PackageSubscriptionInput = z.output<typeof subscriptionSchema>;
