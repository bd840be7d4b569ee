import type { ProcessorEventHandler } from "../../graphql/context.js";
import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { SettlementService } from "./settlement.service.js";

export const RECOVER_SETTLEMENTS_JOB = "settlements.recover";

/** Pays the approved statements a run left unpaid, and the waiting ones whose account can now be paid. */
export function recoverSettlements(deps: JobDeps): Promise<number> {
  return new SettlementService(deps.orm.em.fork(), deps).recover();
}

/** Every ten minutes (docs/partners.md, "Settlement"). */
export const recoverSettlementsJob: JobDefinition<object, JobDeps> = {
  name: RECOVER_SETTLEMENTS_JOB,
  retryLimit: 3,
  retryDelay: 300,
  cron: "*/10 * * * *",
  run: async (_data, deps) => {
    await recoverSettlements(deps);
  },
};

/** `transfer.reversed` and `transfer.updated`: the transfer is read again, the statement shows it. */
export const transferEvents: ProcessorEventHandler = {
  types: ["transfer.reversed", "transfer.updated"],
  handle: (ctx, event) => new SettlementService(ctx.em, ctx).transferReversed(event.object.id),
};
