import { Kind, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLEnumType, type GraphQLSchema } from 'graphql';

/**
 * Enums in inputs (issue 29): an input field or argument whose value set is closed is a GraphQL enum
 * (`gateway: Gateway`), so clients get the values from the schema, typed. The contract still holds
 * (the same input gives the same error on both surfaces): REST answers a value outside the set with
 * VALIDATION_FAILED, `rule: enum`, on its field, together with every other failing field of the body.
 *
 * graphql-js would refuse such a value before any field runs (a literal in validation, a variable in
 * coercion), alone and as BAD_REQUEST. So a NAME the enum does not have (a variable's string, an enum
 * literal `status: SHIPPED`) is handed on as that text, the service's zod enum refuses it, and
 * GraphQL answers exactly what REST answers: the same errors, fields and rules, the others included.
 * Everything else is still the type error it was: a number, an object, a quoted string literal
 * (`"PIX"` for an enum) are BAD_REQUEST, as they were for a String. Introspection, codegen and
 * output are unchanged: the enum's values are the schema's, and answers only ever carry them.
 *
 * The root fields' resolvers never read such a value themselves: every enum input goes to a service
 * through toServiceInput or listArgs, where zod validates it (test/contract/twins.test.ts holds every
 * REST enum to a GraphQL enum, and test/graphql/enums.test.ts the refusals).
 */
export function enumsRefusedByTheService(schema: GraphQLSchema): void {
  for (const type of inputEnums(schema)) {
    const parseValue = type.parseValue.bind(type);
    const parseLiteral = type.parseLiteral.bind(type);
    Object.assign(type, {
      parseValue: (value: unknown) => (typeof value === 'string' && !type.getValue(value) ? value : parseValue(value)),
      parseLiteral: (node: Parameters<GraphQLEnumType['parseLiteral']>[0], variables?: Parameters<GraphQLEnumType['parseLiteral']>[1]) =>
        node.kind === Kind.ENUM && !type.getValue(node.value) ? node.value : parseLiteral(node, variables),
    });
  }
}

/** The enums some input field or argument takes. */
function inputEnums(schema: GraphQLSchema): Set<GraphQLEnumType> {
  const found = new Set<GraphQLEnumType>();
  const take = (type: Parameters<typeof getNamedType>[0]) => {
    const named = getNamedType(type);
    if (isEnumType(named)) found.add(named);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) take(field.type);
    if (isObjectType(type) || isInterfaceType(type)) for (const field of Object.values(type.getFields())) for (const arg of field.args) take(arg.type);
  }
  return found;
}
