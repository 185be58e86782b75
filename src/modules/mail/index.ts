import type { AppModule } from '../../module';
import { mailResolvers } from './mail.resolvers';
import { mailRoutes } from './mail.routes';
import { smtpSender } from './mail.transport';
import { processOrderEmail, type MailDeps } from './order-email.delivery';
import { emailSubscriptions, SEND_ORDER_EMAIL_TASK } from './order-email.queue';

/** E-mails to buyers, queued with the order's change and sent by the worker over SMTP; resending one. */
export const mailModule: AppModule = {
  name: 'mail',
  routes: mailRoutes,
  resolvers: mailResolvers,
  sdl: ['mail.graphql'],
  // The buyer's e-mail of an approval, refund or chargeback, queued with the change.
  subscriptions: emailSubscriptions,
  tasks: ({ db, config, log, overrides }) => {
    const deps: MailDeps = { db, config, log, sender: config.mail ? smtpSender(config.mail) : undefined, ...(overrides.mail as Partial<MailDeps> | undefined) };
    return {
      [SEND_ORDER_EMAIL_TASK]: async (payload) => {
        const { emailId } = payload as { emailId: number };
        await processOrderEmail(deps, emailId);
      },
    };
  },
};
