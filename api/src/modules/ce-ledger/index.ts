import type { AppModule } from "../../app-module.js";
import { CeLedgerResolver } from "./ce-ledger.resolver.js";
import { ceLedgerHttp, RENEWALS_CSV_PATH } from "./ce-ledger.http.js";
import { CeReminder } from "./ce-reminder.entity.js";
import { remindersJob } from "./reminders.job.js";
import { RenewalDue } from "./renewal-due.entity.js";

/** The continuing-education ledger: renewal periods, hours, reminders and the renewals report. */
export const ceLedgerModule: AppModule = {
  name: "ce-ledger",
  entities: [CeReminder, RenewalDue],
  resolvers: [CeLedgerResolver],
  jobs: [remindersJob],
  http: {
    routes: [
      {
        method: "GET",
        path: RENEWALS_CSV_PATH,
        answers: "text/csv",
        query: {
          days: "Renewal deadlines within this many days, 0 to 3650 (60 when omitted).",
          q: "Search: the learner's username, name or email.",
        },
      },
    ],
    register: ceLedgerHttp,
  },
};
