import { admin } from '../../graphql/access';
import { camelKeys, gqlPage, listArgs } from '../../graphql/fields';
import type { QueryAuditEntriesArgs, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { presentAuditEntry } from './audit.present';
import type { ListAuditInput } from './audit.schemas';
import { listAudit } from './audit.service';

export const auditResolvers: Resolvers = {
  Query: {
    auditEntries: admin('audit:read', async (ctx, args: QueryAuditEntriesArgs) => {
      const { actorType, ...rest } = args;
      const input: ListAuditInput = { ...listArgs(rest), actor_type: (actorType ?? undefined) as ListAuditInput['actor_type'] };
      const page = await listAudit(ctx, input);
      return gqlPage({ ...page, data: page.data.map((e) => camelKeys(presentAuditEntry(ctx, e))) }, '/v1/app/audit', input);
    }),
  },
};
