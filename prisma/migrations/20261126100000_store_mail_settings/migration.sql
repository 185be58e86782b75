-- Written by hand (prisma migrate dev needs a shadow database this machine cannot give it).
-- E-mail to buyers (issue 17): how a store signs its e-mails (the name in front of MAIL_FROM) and
-- where buyers' replies go. Null: the store's name, and no Reply-To.

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "mail_from_name" TEXT,
ADD COLUMN     "mail_reply_to" TEXT;
