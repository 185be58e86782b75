import { admin } from '../../graphql/access';
import { gqlPage, listArgs, moneyFields, timestampFields, toServiceInput } from '../../graphql/fields';
import type {
  MutationCreateSaleArgs,
  MutationDeleteSaleArgs,
  MutationUpdateSaleArgs,
  QuerySaleArgs,
  QuerySalesArgs,
  Resolvers,
} from '../../graphql/__generated__/resolvers-types';
import type { ListSalesInput } from './sale.schemas';
import * as sales from './sale.service';
import { saleStatus } from './sale.values';

export const saleResolvers: Resolvers = {
  Query: {
    sales: admin('marketing:read', async (ctx, args: QuerySalesArgs) => {
      const input: ListSalesInput = listArgs(args);
      return gqlPage(await sales.listSales(ctx, input), '/v1/app/sale', input);
    }),
    sale: admin('marketing:read', (ctx, { id }: QuerySaleArgs) => sales.getSale(ctx, id)),
  },
  Mutation: {
    createSale: admin('marketing:write', (ctx, { input }: MutationCreateSaleArgs) => sales.createSale(ctx, toServiceInput(input))),
    updateSale: admin('marketing:write', (ctx, { id, input }: MutationUpdateSaleArgs) => sales.updateSale(ctx, id, toServiceInput(input))),
    deleteSale: admin('marketing:write', async (ctx, { id }: MutationDeleteSaleArgs) => {
      await sales.deleteSale(ctx, id);
      return true;
    }),
  },
  Sale: { ...timestampFields('createdAt', 'updatedAt', 'startsAt', 'endsAt'), ...moneyFields('value'), status: (s) => saleStatus(s) },
};
