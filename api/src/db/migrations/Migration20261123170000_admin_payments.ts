import { Migration } from '@mikro-orm/migrations';

export class Migration20261123170000_admin_payments extends Migration {

  override name = 'Migration20261123170000_admin_payments';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`drop index if exists "payments_status_created_idx";`);
    this.addSql(`drop index if exists "payments_created_idx";`);
    this.addSql(`create index "payments_created_id_idx" on "payments" ("created_at", "id");`);
    this.addSql(`create index "payments_status_created_id_idx" on "payments" ("status", "created_at", "id");`);
    this.addSql(`create index "payments_amount_idx" on "payments" ("amount_cents");`);
    this.addSql(`create index "payments_provider_payment_id_trgm" on "payments" using gin ("provider_payment_id" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payments_provider_payment_id_trgm";`);
    this.addSql(`drop index "payments_amount_idx";`);
    this.addSql(`drop index "payments_status_created_id_idx";`);
    this.addSql(`drop index "payments_created_id_idx";`);
    this.addSql(`create index "payments_created_idx" on "payments" ("created_at");`);
    this.addSql(`create index "payments_status_created_idx" on "payments" ("status", "created_at");`);
  }

}
