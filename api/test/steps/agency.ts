import type { TestApp } from "../app.js";
import type { Client } from "../client.js";
import { signedInAs, unique } from "../factories.js";
import { OutboxMail } from "../../src/modules/mail/outbox-mail.entity.js";
import { signTyped } from "./checkout.js";

/** An agency's calls as the web app makes them, for tests of what comes before and after. */
export const SEND = `mutation($course: Int!, $csv: String!) {
  sendAgencyInvitations(courseId: $course, csv: $csv) { email outcome reason } }`;
export const ACCEPT = `mutation($token: String!) {
  acceptAgencyInvitation(token: $token) { agencyName courseId courseTitle } }`;
export const ENROLL = "mutation($course: Int!) { enrollOnAgencySeat(courseId: $course) }";

/** The agency as its manager's page reads it, and as setting it up and granting seats answer. */
export const AGENCY = `{ id name billingEmail seats { courseId courseTitle seats used }
  members { firstName lastName email role status courseTitle } }`;
export const CREATE = `mutation($input: AgencyInput!) { createAgency(input: $input) ${AGENCY} }`;
export const GRANT = `mutation($agency: Int!, $course: Int!, $seats: Int!) {
  adminGrantAgencySeats(agencyId: $agency, courseId: $course, seats: $seats) ${AGENCY} }`;

type AgencyBody = { id: number; seats: { seats: number; used: number }[] };

/** A new user who sets an agency up; the agency's id and their browser. */
export async function agencyManager(app: TestApp, name = `Recovery ${unique()} LLC`) {
  const { user, client } = await signedInAs(app);
  const { body } = await client.graphql<{ createAgency: AgencyBody }>(CREATE, {
    input: { name, billingEmail: `Billing-${unique()}@Example.com` },
  });
  return { user, client, agencyId: body.data!.createAgency.id, body };
}

/** Seats of a course an administrator grants an agency; the answer as the admin's page has it. */
export async function grantSeats(app: TestApp, agencyId: number, courseId: number, seats: number) {
  const { client } = await signedInAs(app, { kind: "admin" });
  return client.graphql<{ adminGrantAgencySeats: AgencyBody }>(GRANT, {
    agency: agencyId,
    course: courseId,
    seats,
  });
}

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
