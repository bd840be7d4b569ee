import type { TestApp } from "../app.js";
import type { Client } from "../client.js";
import { signedInAs } from "../factories.js";
import { OutboxMail } from "../../src/modules/mail/outbox-mail.entity.js";
import { signTyped } from "./checkout.js";

/** An agency's calls as the web app makes them, for tests of what comes before and after. */
export const SEND = `mutation($course: Int!, $csv: String!) {
  sendAgencyInvitations(courseId: $course, csv: $csv) { email outcome reason } }`;
export const ACCEPT = `mutation($token: String!) {
  acceptAgencyInvitation(token: $token) { agencyName courseId courseTitle } }`;
export const ENROLL = "mutation($course: Int!) { enrollOnAgencySeat(courseId: $course) }";

/** The token in the invitation mail queued for an address (as the agent's inbox has it). */
export async function invitationToken(app: TestApp, email: string): Promise<string> {
  const mail = await app.orm.em
    .fork()
    .findOneOrFail(
      OutboxMail,
      { recipient: email, kind: "agency.invitation" },
      { orderBy: { id: "desc" } },
    );
  return /\/agency\/join\?token=([\w-]+)/.exec(mail.textBody)![1];
}

/**
 * A new agent on a seat of the course: invited by the manager, joined with the mailed link,
 * their own agreement signed, enrolled. Their account and browser, and the enrollment's id.
 */
export async function seatedAgent(
  app: TestApp,
  manager: Client,
  courseId: number,
  agreementId: number,
) {
  const agent = await signedInAs(app);
  await manager.graphql(SEND, {
    course: courseId,
    csv: `first_name,last_name,email\n${agent.user.firstName},${agent.user.lastName},${agent.user.email}`,
  });
  await agent.client.graphql(ACCEPT, {
    token: await invitationToken(app, agent.user.email.toLowerCase()),
  });
  await signTyped(agent.client, agreementId, courseId);
  const { body } = await agent.client.graphql<{ enrollOnAgencySeat: number }>(ENROLL, {
    course: courseId,
  });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return { ...agent, enrollmentId: body.data.enrollOnAgencySeat };
}
