// Every committed migration, in order. `npm run migration:create -w api -- NAME` writes a new one;
// add its class here.
import { Migration20261122022309_initial } from "./Migration20261122022309_initial.js";
import { Migration20261122112500_hardening } from "./Migration20261122112500_hardening.js";
import { Migration20261122113954_rate_limits } from "./Migration20261122113954_rate_limits.js";
import { Migration20261122115125_sync_status } from "./Migration20261122115125_sync_status.js";
import { Migration20261122145304_checkout } from "./Migration20261122145304_checkout.js";
import { Migration20261122161443_contact_evidence } from "./Migration20261122161443_contact_evidence.js";
import { Migration20261123163653_admin_dashboard } from "./Migration20261123163653_admin_dashboard.js";
import { Migration20261123163919_admin_users } from "./Migration20261123163919_admin_users.js";
import { Migration20261123164307_admin_catalogue_audit } from "./Migration20261123164307_admin_catalogue_audit.js";
import { Migration20261123170000_admin_payments } from "./Migration20261123170000_admin_payments.js";
import { Migration20261123174239_refunds } from "./Migration20261123174239_refunds.js";
import { Migration20261123180148_audit_types_merged } from "./Migration20261123180148_audit_types_merged.js";
import { Migration20261123180718_admin_catalogue_audit_after_refunds } from "./Migration20261123180718_admin_catalogue_audit_after_refunds.js";
import { Migration20261123182131_audit_types_all } from "./Migration20261123182131_audit_types_all.js";
import { Migration20261123203000_mail_outbox } from "./Migration20261123203000_mail_outbox.js";
import { Migration20261123203500_payment_day_totals } from "./Migration20261123203500_payment_day_totals.js";
import { Migration20261123230000_audit_chain } from "./Migration20261123230000_audit_chain.js";
import { Migration20261123230315_security_dashboard } from "./Migration20261123230315_security_dashboard.js";
import { Migration20261123234606_api_tokens } from "./Migration20261123234606_api_tokens.js";
import { Migration20261124000626_verification } from "./Migration20261124000626_verification.js";
import { Migration20261124014500_rate_buckets } from "./Migration20261124014500_rate_buckets.js";
import { Migration20261124025129_certificates } from "./Migration20261124025129_certificates.js";
import { Migration20261124042033_certificates_reissue } from "./Migration20261124042033_certificates_reissue.js";
import { Migration20261124042448_ce_ledger } from "./Migration20261124042448_ce_ledger.js";
import { Migration20261124060000_certificates_valid_unique } from "./Migration20261124060000_certificates_valid_unique.js";
import { Migration20261124074000_enrollment_completion_checked } from "./Migration20261124074000_enrollment_completion_checked.js";
import { Migration20261125213000_business_offer_reference } from "./Migration20261125213000_business_offer_reference.js";
import { Migration20261125220000_login_attempts_name } from "./Migration20261125220000_login_attempts_name.js";
import { Migration20261126060000_user_moodle_account } from "./Migration20261126060000_user_moodle_account.js";
import { Migration20261126090000_enrollment_access_failed } from "./Migration20261126090000_enrollment_access_failed.js";
import { Migration20261126093000_mail_resent } from "./Migration20261126093000_mail_resent.js";
import { Migration20261126110000_stripe_events } from "./Migration20261126110000_stripe_events.js";
import { Migration20261126155503_password_reset } from "./Migration20261126155503_password_reset.js";
import { Migration20261126164545_receipt_details } from "./Migration20261126164545_receipt_details.js";
import { Migration20261126230000_site_version } from "./Migration20261126230000_site_version.js";
import { Migration20261127015439_agencies } from "./Migration20261127015439_agencies.js";
import { Migration20261127020552_agency_invitations } from "./Migration20261127020552_agency_invitations.js";
import { Migration20261127043000_agency_seat_purchases } from "./Migration20261127043000_agency_seat_purchases.js";
import { Migration20261128140000_refund_keys } from "./Migration20261128140000_refund_keys.js";
import { Migration20261128140000_business_offer_status_note } from "./Migration20261128140000_business_offer_status_note.js";
import { Migration20261128143000_business_offer_name_search } from "./Migration20261128143000_business_offer_name_search.js";
import { Migration20261128150000_trusted_addresses } from "./Migration20261128150000_trusted_addresses.js";
import { Migration20261128153000_course_images } from "./Migration20261128153000_course_images.js";
import { Migration20261128170000_moodle_faults } from "./Migration20261128170000_moodle_faults.js";
import { Migration20261129200000_partners } from "./Migration20261129200000_partners.js";
import { Migration20261129201000_licence_agreements } from "./Migration20261129201000_licence_agreements.js";
import { Migration20261129210000_oidc } from "./Migration20261129210000_oidc.js";
import { Migration20261129215500_payout_accounts } from "./Migration20261129215500_payout_accounts.js";
import { Migration20261129233000_oidc_backchannel } from "./Migration20261129233000_oidc_backchannel.js";
import { Migration20261130000000_demo_lms_sessions } from "./Migration20261130000000_demo_lms_sessions.js";
import { Migration20261130010000_partner_storefronts } from "./Migration20261130010000_partner_storefronts.js";
import { Migration20261130012500_partner_mail_certificates } from "./Migration20261130012500_partner_mail_certificates.js";
import { Migration20261130013000_ledger_lines } from "./Migration20261130013000_ledger_lines.js";
import { Migration20261130014100_partner_event_kinds } from "./Migration20261130014100_partner_event_kinds.js";
import { Migration20261130020000_storefront_site_version } from "./Migration20261130020000_storefront_site_version.js";
import { Migration20261130022000_statements } from "./Migration20261130022000_statements.js";
import { Migration20261130030000_partner_terms } from "./Migration20261130030000_partner_terms.js";
import { Migration20261130040000_settlement } from "./Migration20261130040000_settlement.js";
import { Migration20261130043100_registered_via_index } from "./Migration20261130043100_registered_via_index.js";
import { Migration20261130043200_partner_slug_length } from "./Migration20261130043200_partner_slug_length.js";
import { Migration20261130043700_partner_hosts } from "./Migration20261130043700_partner_hosts.js";

export const migrationsList = [
  Migration20261122022309_initial,
  Migration20261122112500_hardening,
  Migration20261122113954_rate_limits,
  Migration20261122115125_sync_status,
  Migration20261122145304_checkout,
  Migration20261122161443_contact_evidence,
  Migration20261123163653_admin_dashboard,
  Migration20261123163919_admin_users,
  Migration20261123164307_admin_catalogue_audit,
  Migration20261123170000_admin_payments,
  Migration20261123174239_refunds,
  Migration20261123180148_audit_types_merged,
  Migration20261123180718_admin_catalogue_audit_after_refunds,
  Migration20261123182131_audit_types_all,
  Migration20261123203000_mail_outbox,
  Migration20261123203500_payment_day_totals,
  Migration20261123230000_audit_chain,
  Migration20261123230315_security_dashboard,
  Migration20261123234606_api_tokens,
  Migration20261124000626_verification,
  Migration20261124014500_rate_buckets,
  Migration20261124025129_certificates,
  Migration20261124042033_certificates_reissue,
  Migration20261124042448_ce_ledger,
  Migration20261124060000_certificates_valid_unique,
  Migration20261124074000_enrollment_completion_checked,
  Migration20261125213000_business_offer_reference,
  Migration20261125220000_login_attempts_name,
  Migration20261126060000_user_moodle_account,
  Migration20261126090000_enrollment_access_failed,
  Migration20261126093000_mail_resent,
  Migration20261126110000_stripe_events,
  Migration20261126155503_password_reset,
  Migration20261126164545_receipt_details,
  Migration20261126230000_site_version,
  Migration20261127015439_agencies,
  Migration20261127020552_agency_invitations,
  Migration20261127043000_agency_seat_purchases,
  Migration20261128140000_refund_keys,
  Migration20261128140000_business_offer_status_note,
  Migration20261128143000_business_offer_name_search,
  Migration20261128150000_trusted_addresses,
  Migration20261128153000_course_images,
  Migration20261128170000_moodle_faults,
  Migration20261129200000_partners,
  Migration20261129201000_licence_agreements,
  Migration20261129210000_oidc,
  Migration20261129215500_payout_accounts,
  Migration20261129233000_oidc_backchannel,
  Migration20261130000000_demo_lms_sessions,
  Migration20261130010000_partner_storefronts,
  Migration20261130012500_partner_mail_certificates,
  Migration20261130013000_ledger_lines,
  Migration20261130014100_partner_event_kinds,
  Migration20261130020000_storefront_site_version,
  Migration20261130022000_statements,
  Migration20261130030000_partner_terms,
  Migration20261130040000_settlement,
  Migration20261130043100_registered_via_index,
  Migration20261130043200_partner_slug_length,
  Migration20261130043700_partner_hosts,
];
