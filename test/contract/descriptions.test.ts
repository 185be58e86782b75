import {
  buildSchema as buildSdlSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from '../../src/graphql/schema';

/**
 * Every GraphQL type, field, field argument, input field and enum value of the served schema
 * carries a description an integrator can use: not missing, not blank, and not just its own name
 * again ("Price." on `price`). Introspection types and the built-in scalars are the spec's.
 * The schema is built as the server builds it, so a description that code overrides (a scalar's
 * resolver) is checked as clients see it, not as the SDL file says.
 */

interface Problem {
  coordinate: string;
  problem: 'missing' | 'repeats its name';
}

/** Words that carry nothing on their own, so "The price" still repeats `price`. */
const FILLER = new Set(['a', 'an', 'the', 'of', 'this', 'its', 'it', 'is']);

/** Lower-case words of a name or a text: `perPage` -> per page, `ORDER_CREATED` -> order created. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
}

function check(coordinate: string, name: string, description: string | null | undefined, out: Problem[]) {
  if (description == null || description.trim() === '') {
    out.push({ coordinate, problem: 'missing' });
    return;
  }
  const said = words(description).join(' ');
  if (said === words(name).join(' ')) out.push({ coordinate, problem: 'repeats its name' });
}

/** Every coordinate of the schema whose description is missing, blank or only its name. */
function undescribed(schema: GraphQLSchema): Problem[] {
  const out: Problem[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type) || type.name.startsWith('__')) continue;
    check(type.name, type.name, type.description, out);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.name, field.description, out);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name}:)`, arg.name, arg.description, out);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.name, field.description, out);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.name, value.description, out);
    }
  }
  return out.sort((a, b) => a.coordinate.localeCompare(b.coordinate));
}

const report = (problems: Problem[]) => problems.map((p) => `${p.coordinate} (${p.problem})`);

describe('GraphQL schema descriptions', () => {
  it('the check finds what it must (types, fields, arguments, input fields, enum values, name repeats)', () => {
    const sdl = buildSdlSchema(`
      """A thing."""
      type Query {
        """Packages of the store, by position."""
        packages("""Page number, from 1.""" page: Int, perPage: Int): [String]
        price: Float
        """  """
        blank: Int
        """The price."""
        name: String
      }
      input Filter { """Per page""" perPage: Int, name: String }
      """How it ends."""
      enum Status { """Waiting.""" PENDING, DONE }
      scalar Money
    `);
    expect(report(undescribed(sdl))).toEqual([
      'Filter (missing)',
      'Filter.name (missing)',
      'Filter.perPage (repeats its name)',
      'Money (missing)',
      'Query.blank (missing)',
      'Query.packages(perPage:) (missing)',
      'Query.price (missing)',
      'Status.DONE (missing)',
    ]);
  });

  it('every type, field, argument, input field and enum value of the schema is described', () => {
    expect(report(undescribed(buildSchema()))).toEqual([]);
  });
});
