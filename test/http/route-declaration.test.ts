import { z } from 'zod';
import { listOrdersSchema, noteSchema } from '../../src/modules/orders/order.schemas';
import { queryKinds, route } from '../../src/rest/route';

/**
 * A route table entry declares its body and query with the service's schemas; route() types the
 * handler's input from them (the `@ts-expect-error` lines are checked by `tsc --noEmit`, which
 * covers test/) and reads from the query schema the kind the router parses each parameter as.
 */
describe('route()', () => {
  const r = route({
    method: 'get',
    path: '/check',
    access: 'admin',
    summary: 'check',
    twin: null,
    body: noteSchema,
    query: listOrdersSchema,
    response: z.object({ content: z.string(), page: z.number().optional() }),
    handler: async (_ctx, { body, query }) => {
      // @ts-expect-error a parameter the query schema does not have
      void query.color;
      // @ts-expect-error a field the body schema does not have
      void body.title;
      return { content: body.content, page: query.page };
    },
  });

  test("the router's kinds come from the query schema, in its order", () => {
    expect(r.query).toEqual({
      page: 'int',
      per_page: 'int',
      all: 'bool',
      q: 'string',
      search: 'string',
      status: 'string',
      client_identifier: 'string',
      email: 'string',
      gateway: 'string',
      from: 'string',
      to: 'string',
    });
    expect(Object.keys(r.query!)).toEqual(Object.keys(listOrdersSchema.shape));
    expect(r.querySchema).toBe(listOrdersSchema);
  });

  test('a field a query string cannot carry fails when the table is built, not on a request', () => {
    expect(() => queryKinds(z.object({ price: z.number().optional() }))).toThrow('Query parameter price: only integer numbers');
    expect(() => queryKinds(z.object({ ids: z.array(z.int()).optional() }))).toThrow('Query parameter ids: array values cannot be read');
  });
});
