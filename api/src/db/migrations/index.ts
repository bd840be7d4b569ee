// Every committed migration, in order. `npm run migration:create -w api -- NAME` writes a new one;
// add its class here.
import { Migration20261122022309_initial } from "./Migration20261122022309_initial.js";
import { Migration20261122112500_hardening } from "./Migration20261122112500_hardening.js";
import { Migration20261122113954_rate_limits } from "./Migration20261122113954_rate_limits.js";
import { Migration20261122115125_sync_status } from "./Migration20261122115125_sync_status.js";
import { Migration20261122145304_checkout } from "./Migration20261122145304_checkout.js";
import { Migration20261122161443_contact_evidence } from "./Migration20261122161443_contact_evidence.js";
import { Migration20261123170000_admin_payments } from "./Migration20261123170000_admin_payments.js";
import { Migration20261123174239_refunds } from "./Migration20261123174239_refunds.js";

export const migrationsList = [
  Migration20261122022309_initial,
  Migration20261122112500_hardening,
  Migration20261122113954_rate_limits,
  Migration20261122115125_sync_status,
  Migration20261122145304_checkout,
  Migration20261122161443_contact_evidence,
  Migration20261123170000_admin_payments,
  Migration20261123174239_refunds,
];
