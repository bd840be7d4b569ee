import type { AppModule } from "../../app-module.js";
import { closeStatementsJob } from "./close-statements.job.js";
import { ConnectEvent } from "./connect-event.entity.js";
import { connectWebhook } from "./connect-webhook.http.js";
import { LedgerLine } from "./ledger-line.entity.js";
import { lineFeeJob } from "./line-fee.job.js";
import { PayoutAccount } from "./payout-account.entity.js";
import { PayoutAccountResolver } from "./payout-accounts.resolver.js";
import { recoverSettlementsJob, transferEvents } from "./settlement.job.js";
import { settlementRoutes } from "./settlements.rest.js";
import { statementsHttp } from "./statements.http.js";
import { StatementsResolver } from "./statements.resolver.js";
import { Statement } from "./statement.entity.js";

/**
 * Partner money (issue 55): partners' payout accounts through Stripe Connect (or the demo
 * processor), kept current by Connect's events, and the ledger: a line per partner sale, refund
 * and lost dispute (written by checkout's fulfilment and refunds; fees read by a job), closed
 * every month into a statement per partner (PDF and CSV downloads).
 * docs/partners.md, "Payout accounts" and "Money".
 */
export const settlementsModule: AppModule = {
  name: "settlements",
  entities: [PayoutAccount, ConnectEvent, LedgerLine, Statement],
  resolvers: [PayoutAccountResolver, StatementsResolver],
  jobs: [lineFeeJob, closeStatementsJob, recoverSettlementsJob],
  processorEvents: [transferEvents],
  rest: {
    routes: settlementRoutes,
    operations: new URL("./settlements.rest.graphql", import.meta.url),
  },
  http: {
    routes: [
      { method: "POST", path: "/api/webhooks/stripe-connect", answers: "application/json" },
      { method: "GET", path: "/api/statements/:id.pdf", answers: "application/pdf" },
      { method: "GET", path: "/api/statements/:id.csv", answers: "text/csv" },
    ],
    register: (app, routes) => {
      connectWebhook(app, routes);
      statementsHttp(app, routes);
    },
  },
};
