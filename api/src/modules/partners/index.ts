import type { AppModule } from "../../app-module.js";
import { AdminPartnersResolver } from "./admin-partners.resolver.js";
import { adminPartnerRoutes } from "./admin-partners.rest.js";
import { LicenceAgreement } from "./licence-agreement.entity.js";
import { LicenceAgreementResolver } from "./licence-agreement.resolver.js";
import { PartnerAdmin } from "./partner-admin.entity.js";
import { PartnerAdminResolver } from "./partner-admins.resolver.js";
import { PartnerLearnersResolver } from "./partner-learners.resolver.js";
import { partnerLearnerRoutes } from "./partner-learners.rest.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { PartnerHost } from "./partner-host.entity.js";
import { PartnerHostsResolver } from "./partner-hosts.resolver.js";
import { PartnerCoursePrice, PartnerLogo } from "./partner-storefront.entity.js";
import { Partner } from "./partner.entity.js";
import { partnersHttp } from "./partners.http.js";
import { PartnerStorefrontResolver } from "./partner-storefront.resolver.js";
import { PartnerResolver } from "./partners.resolver.js";
import { PartnerReminder, PartnerTerm } from "./partner-term.entity.js";
import { partnerTermJob } from "./partner-term.job.js";
import { PartnerTermResolver } from "./partner-term.resolver.js";
import { partnerRenewal } from "./partner-term.service.js";
import { partnerRoutes } from "./partners.rest.js";
import { LOGO_ROUTE, storefrontHttp } from "./storefront.http.js";
import { StorefrontResolver } from "./storefront.resolver.js";

/**
 * Licensed partners (issue 54): businesses that offer the academy's courses under their own
 * brand, their licence agreement, administrators and timeline. docs/partners.md.
 */
export const partnersModule: AppModule = {
  name: "partners",
  entities: [
    Partner,
    PartnerAdmin,
    PartnerEvent,
    LicenceAgreement,
    PartnerLogo,
    PartnerCoursePrice,
    PartnerTerm,
    PartnerReminder,
    PartnerHost,
  ],
  resolvers: [
    PartnerResolver,
    LicenceAgreementResolver,
    PartnerAdminResolver,
    PartnerStorefrontResolver,
    StorefrontResolver,
    PartnerTermResolver,
    PartnerLearnersResolver,
    AdminPartnersResolver,
    PartnerHostsResolver,
  ],
  jobs: [partnerTermJob],
  purchases: [partnerRenewal],
  rest: {
    routes: [...partnerRoutes, ...partnerLearnerRoutes, ...adminPartnerRoutes],
    operations: new URL("./partners.rest.graphql", import.meta.url),
  },
  http: {
    routes: [
      {
        method: "GET",
        path: "/api/licence-agreements/:offerId/pdf",
        answers: "application/pdf",
        query: {
          token:
            "The mailed signing link's token (or sign in as the partner's or the academy's administrator).",
          reference: "The offer's reference, which its payer holds.",
        },
      },
      { method: "GET", path: LOGO_ROUTE, answers: "image/png" },
      { method: "GET", path: "/api/partners/:partnerId/logo.png", answers: "image/png" },
    ],
    register(app, routes) {
      partnersHttp(app, routes);
      storefrontHttp(app, routes);
    },
  },
};
