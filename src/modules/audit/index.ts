import type { AppModule } from '../../module';
import { auditResolvers } from './audit.resolvers';
import { AuditEntry } from './audit.responses';
import { auditRoutes } from './audit.routes';
import { pruneAudit } from './audit.service';

/** The audit log (issue 31): written by the database's trigger, read here, pruned by the worker. */
export const auditModule: AppModule = {
  name: 'audit',
  routes: auditRoutes,
  resolvers: auditResolvers,
  sdl: ['audit.graphql'],
  shapes: [AuditEntry],
  tasks: ({ db, log }) => ({
    prune_audit: async () => {
      const n = await pruneAudit(db);
      if (n) log({ msg: 'audit entries past their retention deleted', deleted: n });
    },
  }),
  crontab: ['17 * * * * prune_audit ?max=1'],
};
