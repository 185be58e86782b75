import { z } from '../../lib/validation';
import { isValidLocale, isValidTimeZone } from '../../lib/format';

export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const createStoreSchema = z.object({
  name: z.string().trim().min(1).max(100),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(DOMAIN_PATTERN),
  currency: z.enum(['BRL', 'USD', 'EUR']).default('BRL'),
  locale: z
    .string()
    .default('pt-BR')
    .check((ctx) => {
      if (!isValidLocale(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'is not a known locale', params: { rule: 'enum' } });
    }),
  timezone: z
    .string()
    .default('America/Sao_Paulo')
    .check((ctx) => {
      if (!isValidTimeZone(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'is not a known IANA time zone', params: { rule: 'enum' } });
    }),
});

export type CreateStoreInput = z.input<typeof createStoreSchema>;
