/**
 * Types for what a transport hands a service, before the service's schema has looked at it.
 *
 * A service validates its input with its zod schema (src/lib/validation.ts `parseInput`), so what
 * it may honestly be given is not the schema's input type but anything a client could send in its
 * place: a REST JSON body may omit any key or hold null for it, at any depth, and GraphQL's input
 * types mark most fields optional and nullable (`InputMaybe`), leaving "required" to the service.
 * `Wire<z.input<typeof schema>>` is that type: the schema's keys, with the schema's value types,
 * every key optional and nullable, recursively. What it still pins down is the part a transport can
 * get wrong at compile time: which keys exist, and what kind of value each holds.
 */

/**
 * A schema's input as a transport may hand it on: every object key optional and nullable, list
 * items nullable, recursively. Dates stay as they are. A record (`z.record`: an object of the
 * caller's own keys, such as an order's `variables`, `fields` or `metadata`) is any JSON object:
 * its keys are data, not names a transport could get wrong, and GraphQL carries it as a JSONObject,
 * whose values it does not type; the schema checks the entries. The schema's own input is
 * assignable to it, so a REST route (whose body is typed `z.input<schema>`) passes its body unchanged.
 */
export type Wire<T> = T extends readonly (infer E)[]
  ? readonly (Wire<E> | null)[]
  : T extends Date
    ? T
    : T extends object
      ? string extends keyof T
        ? { [key: string]: unknown }
        : { [K in keyof T]?: Wire<T[K]> | null }
      : T;

type UpperAscii =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T'
  | 'U'
  | 'V'
  | 'W'
  | 'X'
  | 'Y'
  | 'Z';

/**
 * A camelCase name in snake_case, exactly as `k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)`
 * spells it (ASCII capitals only; digits and other characters kept): `parentId` -> `parent_id`.
 * `string` stays `string` (an index signature's key).
 */
export type CamelToSnake<S extends string, Done extends string = ''> = S extends `${infer C}${infer Rest}`
  ? CamelToSnake<Rest, `${Done}${C extends UpperAscii ? `_${Lowercase<C>}` : C}`>
  : `${Done}${S}`;
