import type { AppModule } from "../../app-module.js";
import { mailRoutes } from "./mail.rest.js";
import { OutboxMail } from "./outbox-mail.entity.js";
import { OutboxResolver } from "./outbox.resolver.js";
import { sendMailJob } from "./send-mail.job.js";
import { sweepMailJob } from "./sweep-mail.job.js";

/**
 * Email: an outbox row written in the transaction of the event it tells of, sent by the queue
 * through SMTP (nodemailer), and read by administrators on the Outbox page.
 */
export const mailModule: AppModule = {
  name: "mail",
  entities: [OutboxMail],
  resolvers: [OutboxResolver],
  rest: { routes: mailRoutes, operations: new URL("./mail.rest.graphql", import.meta.url) },
  jobs: [sendMailJob, sweepMailJob],
};
