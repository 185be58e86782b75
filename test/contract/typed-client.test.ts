import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { setupTestApp, type TestApp } from '../helpers/app';
import { ApproveOrderDocument, CheckoutDocument, CreateCategoryDocument, CreatePackageDocument, PackagesDocument } from '../graphql/__generated__/operations';

/**
 * The GraphQL operations of test/graphql/operations.graphql, typed by codegen: results and
 * variables are checked by the compiler, so a schema change that breaks them fails `tsc`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function run<R, V extends Record<string, unknown>>(doc: TypedDocumentNode<R, V>, variables: V, headers: Record<string, string>): Promise<R> {
  const res = await t
    .http()
    .post('/graphql')
    .set(headers)
    .send({ query: print(doc), variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as R;
}

test('typed operations: catalog, storefront checkout and approval', async () => {
  const { store, key } = await t.createStore();
  const admin = { authorization: `Bearer ${key}` };
  const { createCategory } = await run(CreateCategoryDocument, { input: { name: 'Typed ranks' } }, admin);
  expect(createCategory.slug).toBe('typed-ranks');

  const { createPackage } = await run(
    CreatePackageDocument,
    {
      input: {
        name: 'Typed VIP',
        categoryId: createCategory.id,
        price: 12.5,
        type: 'SINGLE',
        licenseKeys: ['TYPED-KEY-1'],
        commands: [{ type: 'PURCHASE', command: 'give {client_identifier} vip' }],
      },
    },
    admin,
  );
  expect(createPackage.priceDisplay).toBe('R$ 12,50');
  expect(createPackage.category.name).toBe('Typed ranks');

  const { packages } = await run(PackagesDocument, { perPage: 1, name: 'typed' }, admin);
  expect(packages.meta.total).toBe(1);
  expect(packages.data[0].id).toBe(createPackage.id);

  const { checkout } = await run(
    CheckoutDocument,
    {
      input: {
        items: [{ id: createPackage.id, quantity: 1 }],
        clientIdentifier: 'Alex',
        clientEmail: 'alex@example.com',
        clientName: 'Alex',
        gateway: 'PIX',
      },
    },
    { 'x-store-domain': store.domain },
  );
  expect(checkout.status).toBe('PENDING');

  const { updateOrder } = await run(ApproveOrderDocument, { id: checkout.orderId }, admin);
  expect(updateOrder.status).toBe('APPROVED');
  expect(updateOrder.statusDisplay).toBe('Aprovado');
  expect(updateOrder.deliveries).toEqual([{ type: 'LICENSE_KEY', value: 'TYPED-KEY-1' }]);
  expect(updateOrder.commands).toEqual([{ command: 'give Alex vip', status: 'PENDING' }]);
});
