import { Migration } from '@mikro-orm/migrations';

/** A partner's learners' mails (From name, Reply-To) and certificates (delivered by the partner). */
export class Migration20261130012500_partner_mail_certificates extends Migration {

  override name = 'Migration20261130012500_partner_mail_certificates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "from_name" text null, add column "reply_to" text null;`);
    this.addSql(`alter table "certificates" add column "delivered_by" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "certificates" drop column "delivered_by";`);
    this.addSql(`alter table "mail_outbox" drop column "from_name", drop column "reply_to";`);
  }

}
