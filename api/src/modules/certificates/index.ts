import type { AppModule } from "../../app-module.js";
import { Certificate } from "./certificate.entity.js";
import { certificatesHttp, CERTIFICATE_KEYS_PATH } from "./certificates.http.js";
import { CertificatesAdminResolver } from "./certificates-admin.resolver.js";
import { CERTIFICATE_PDF_PATH, certificatePdfHttp } from "./certificate-pdf.http.js";
import { CertificatesResolver } from "./certificates.resolver.js";
import { certificatesRoutes } from "./certificates.rest.js";
import { completionJob, completionSweepJob, issueJob } from "./completion.job.js";
import { MyCertificatesResolver } from "./my-certificates.resolver.js";

/** Course completion (from the LMS or an administrator) and the signed certificates it earns. */
export const certificatesModule: AppModule = {
  name: "certificates",
  entities: [Certificate],
  resolvers: [CertificatesResolver, CertificatesAdminResolver, MyCertificatesResolver],
  rest: {
    routes: certificatesRoutes,
    operations: new URL("./certificates.rest.graphql", import.meta.url),
  },
  jobs: [completionJob, completionSweepJob, issueJob],
  http: {
    routes: [
      { method: "GET", path: CERTIFICATE_KEYS_PATH, answers: "application/json" },
      { method: "GET", path: CERTIFICATE_PDF_PATH, answers: "application/pdf" },
    ],
    register: (app, routes) => {
      certificatesHttp(app, routes);
      certificatePdfHttp(app, routes);
    },
  },
};
