import type { AppModule } from "../app-module.js";
import { adminModule } from "./admin/index.js";
import { agenciesModule } from "./agencies/index.js";
import { apiTokensModule } from "./api-tokens/index.js";
import { agreementsModule } from "./agreements/index.js";
import { auditModule } from "./audit/index.js";
import { authModule } from "./auth/index.js";
import { ceLedgerModule } from "./ce-ledger/index.js";
import { certificatesModule } from "./certificates/index.js";
import { businessOffersModule } from "./business-offers/index.js";
import { contactModule } from "./contact/index.js";
import { coursesModule } from "./courses/index.js";
import { enrollmentsModule } from "./enrollments/index.js";
import { legalModule } from "./legal/index.js";
import { lmsModule } from "./lms/index.js";
import { mailModule } from "./mail/index.js";
import { checkoutModule } from "./checkout/index.js";
import { partnersModule } from "./partners/index.js";
import { settlementsModule } from "./settlements/index.js";
import { paymentsModule } from "./payments/index.js";
import { rateLimitsModule } from "./rate-limits/index.js";
import { securityModule } from "./security/index.js";
import { settingsModule } from "./settings/index.js";
import { siteModule } from "./site/index.js";
import { systemsModule } from "./systems/index.js";
// Where the users module's screens were imported before they became modules: type-graphql lists
// root fields in the order their resolvers are imported, and the schema keeps its order.
import { usersModule } from "./users/index.js";
import { accountModule } from "./account/index.js";
import { adminUsersModule } from "./admin-users/index.js";
import { verificationModule } from "./verification/index.js";
import { oidcModule } from "./oidc/index.js";

/**
 * Every module of the app: adding one is its folder and one line here. The entry points hand this
 * list to the kernel; nothing under graphql/, rest/, http/, db/ or jobs/ imports it.
 */
export const modules: AppModule[] = [
  usersModule,
  accountModule,
  adminUsersModule,
  authModule,
  coursesModule,
  enrollmentsModule,
  checkoutModule,
  paymentsModule,
  legalModule,
  agreementsModule,
  businessOffersModule,
  settingsModule,
  systemsModule,
  contactModule,
  auditModule,
  rateLimitsModule,
  lmsModule,
  mailModule,
  adminModule,
  securityModule,
  apiTokensModule,
  verificationModule,
  certificatesModule,
  ceLedgerModule,
  agenciesModule,
  oidcModule,
  partnersModule,
  settlementsModule,
  siteModule,
];
