import { Migration } from '@mikro-orm/migrations';

/**
 * One VALID certificate per enrollment (was: one not superseded). A learner who buys a course
 * again after a refund (its certificate revoked) and completes it again earns a new certificate;
 * the revoked one stays, for its verification page.
 */
export class Migration20261124060000_certificates_valid_unique extends Migration {

  override name = 'Migration20261124060000_certificates_valid_unique';

  override up(): void | Promise<void> {
    this.addSql(`drop index "certificates_enrollment_current_unique";`);
    this.addSql(`create unique index "certificates_enrollment_valid_unique" on "certificates" ("enrollment_id") where "status" = 'valid';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "certificates_enrollment_valid_unique";`);
    this.addSql(`create unique index "certificates_enrollment_current_unique" on "certificates" ("enrollment_id") where "status" <> 'superseded';`);
  }

}
