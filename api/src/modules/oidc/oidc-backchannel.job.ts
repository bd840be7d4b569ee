import type { Provider } from "oidc-provider";
import type { Config } from "../../config.js";
import type { Orm } from "../../db/orm.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobDefinition } from "../../jobs/queue.js";
import type { Sql } from "./oidc-adapter.sql.js";
import { createProvider } from "./oidc-provider.http.js";
import { type BackchannelLogoutData, OIDC_BACKCHANNEL_JOB } from "./oidc-sessions.service.js";

/** The workers' own provider (the library signs and sends the token), made once per ORM. */
const providers = new WeakMap<Orm, Promise<Provider>>();
function providerFor(orm: Orm, config: Config): Promise<Provider> {
  let made = providers.get(orm);
  if (!made) {
    const sql: Sql = (query, params) => orm.em.fork().getConnection().execute(query, params);
    made = createProvider(config, sql);
    providers.set(orm, made);
  }
  return made;
}

/**
 * OpenID Connect Back-Channel Logout 1.0, sent by the library (`client.backchannelLogout`): a
 * logout token signed with the ID-token key, posted to the client's registered URI. A client
 * answering 5xx or not at all is tried again with the job's backoff; a 4xx (or 3xx) is a refusal
 * trying again would not change: logged (the client and the status, never the token) and dropped.
 * A client revoked or without a URI since is not told. Sending twice is harmless: the relying
 * party ends a session it no longer has.
 */
export const oidcBackchannelJob: JobDefinition<BackchannelLogoutData, JobDeps> = {
  name: OIDC_BACKCHANNEL_JOB,
  retryLimit: 6,
  retryDelay: 10,
  batchSize: 10,
  async run({ clientId, sub, sid }, { orm, config, logger }) {
    const provider = await providerFor(orm, config);
    const client = await provider.Client.find(clientId);
    if (!client?.backchannelLogoutUri) return;
    try {
      await client.backchannelLogout(sub, sid);
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status !== undefined && status < 500) {
        logger?.warn(
          { clientId, status },
          "A sign-in client refused its logout token: not sent again",
        );
        return;
      }
      // The job's record keeps this message (the client and the status); neither it nor the
      // library's error (the cause) holds the token.
      throw new Error(
        status === undefined
          ? `Client ${clientId} could not be reached for back-channel logout`
          : `Client ${clientId} answered ${status} to back-channel logout`,
        { cause: error },
      );
    }
  },
};
