import type { AppModule } from '../../module';
import { smtpSender } from './mail.transport';
import { processOrderEmail, type MailDeps } from './order-email.delivery';
import { SEND_ORDER_EMAIL_TASK } from './order-email.queue';

/** E-mails to buyers, sent by the worker over SMTP (nothing of its own on REST or GraphQL). */
export const mailModule: AppModule = {
  name: 'mail',
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
