import type { AppModule } from "../../app-module.js";
import { OidcClient } from "./oidc-client.entity.js";
import { OidcClientsResolver } from "./oidc-clients.resolver.js";
import { OidcPayload } from "./oidc-payload.entity.js";
import { oidcHttp, oidcHttpRoutes } from "./oidc-provider.http.js";
import { oidcBackchannelJob } from "./oidc-backchannel.job.js";
import { oidcSweepJob } from "./oidc-sweep.job.js";
import { oidcRoutes } from "./oidc.rest.js";

/**
 * The portal as an OpenID Connect provider (docs/oidc.md): oidc-provider mounted on its paths,
 * its storage in PostgreSQL, ID tokens signed with a key of their own, clients registered by super
 * administrators or the environment.
 */
export const oidcModule: AppModule = {
  name: "oidc",
  entities: [OidcClient, OidcPayload],
  resolvers: [OidcClientsResolver],
  rest: { routes: oidcRoutes, operations: new URL("./oidc.rest.graphql", import.meta.url) },
  jobs: [oidcSweepJob, oidcBackchannelJob],
  http: { routes: oidcHttpRoutes, register: oidcHttp },
};
