import type { PermissionFixtures, PermissionRow } from "./matrix.js";
import { accountPermissions } from "./account.permissions.js";
import { adminUsersPermissions } from "./admin-users.permissions.js";
import { bulkEnrollmentPermissions } from "./admin-users.permissions.js";
import { adminPermissions } from "./admin.permissions.js";
import { agencyPermissions } from "./agency.permissions.js";
import { agreementsPermissions } from "./agreements.permissions.js";
import { apiTokenPermissions } from "./api-tokens.permissions.js";
import { authPermissions } from "./auth.permissions.js";
import { businessOffersPermissions } from "./business-offers.permissions.js";
import { ceLedgerPermissions } from "./ce-ledger.permissions.js";
import { checkoutPermissions } from "./checkout.permissions.js";
import { certificatesAdminPermissions } from "./certificates-admin.permissions.js";
import { certificatesPermissions } from "./certificates.permissions.js";
import { contactPermissions } from "./contact.permissions.js";
import { coursesPermissions } from "./courses.permissions.js";
import { enrollmentsPermissions } from "./enrollments.permissions.js";
import { legalPermissions } from "./legal.permissions.js";
import { lmsPermissions } from "./lms.permissions.js";
import { mailPermissions } from "./mail.permissions.js";
import { myCertificatesPermissions } from "./my-certificates.permissions.js";
import { oidcPermissions } from "./oidc.permissions.js";
import {
  adminPartnersPermissions,
  partnerLearnersPermissions,
} from "./partner-learners.permissions.js";
import { partnersPermissions } from "./partners.permissions.js";
import { paymentsPermissions } from "./payments.permissions.js";
import { securityPermissions } from "./security.permissions.js";
import { settingsPermissions } from "./settings.permissions.js";
import { settlementsPermissions } from "./settlements.permissions.js";
import { systemsPermissions } from "./systems.permissions.js";
import { verificationPermissions } from "./verification.permissions.js";

/** Every row of the permission matrix, by root field: one file of rows per module. */
export const permissionRows = (fixtures: PermissionFixtures): Record<string, PermissionRow> => ({
  ...accountPermissions(fixtures),
  ...adminUsersPermissions(fixtures),
  ...bulkEnrollmentPermissions(fixtures),
  ...adminPermissions(fixtures),
  ...agencyPermissions(fixtures),
  ...agreementsPermissions(fixtures),
  ...apiTokenPermissions(fixtures),
  ...authPermissions(fixtures),
  ...businessOffersPermissions(fixtures),
  ...ceLedgerPermissions(fixtures),
  ...checkoutPermissions(fixtures),
  ...certificatesAdminPermissions(fixtures),
  ...certificatesPermissions(fixtures),
  ...contactPermissions(fixtures),
  ...coursesPermissions(fixtures),
  ...enrollmentsPermissions(fixtures),
  ...legalPermissions(fixtures),
  ...lmsPermissions(fixtures),
  ...mailPermissions(fixtures),
  ...myCertificatesPermissions(fixtures),
  ...oidcPermissions(fixtures),
  ...partnerLearnersPermissions(fixtures),
  ...adminPartnersPermissions(fixtures),
  ...partnersPermissions(fixtures),
  ...paymentsPermissions(fixtures),
  ...securityPermissions(fixtures),
  ...settingsPermissions(fixtures),
  ...settlementsPermissions(fixtures),
  ...systemsPermissions(fixtures),
  ...verificationPermissions(fixtures),
});
