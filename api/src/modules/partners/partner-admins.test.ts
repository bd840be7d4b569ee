import { createHash } from "node:crypto";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createPartner, createUser, signIn, signedInAs, unique } from "../../../test/factories.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { PartnerAdmin, PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { PartnerAdminService } from "./partner-admins.service.js";
import { Partner } from "./partner.entity.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await app.orm.em
    .fork()
    .find(
      OutboxMail,
      { recipient: email, kind: "partner.admin_invitation" },
      { orderBy: { id: "desc" }, limit: 1 },
    );
  expect(mail!.textBody).not.toMatch(/password:|your password is/i);
  return /\/partners\/join\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
}

/** A signed partner whose owner (the contact) has been invited, as signing does. */
async function invitedOwner() {
  const partner = await createPartner(app, { signed: true });
  const em = app.orm.em.fork();
  await em.transactional(tx =>
    new PartnerAdminService(tx, { jobs: app.jobs }).invite(
      tx.getReference(Partner, partner.id),
      partner.contactEmail,
      PartnerAdminRole.OWNER,
      null,
    ),
  );
  return { partner, token: await invitationToken(partner.contactEmail.toLowerCase()) };
}

const accept = (client: Client, token: string) =>
  client.request("/api/partner-invitations/accept", { method: "POST", json: { token } });

describe("a partner administrator's invitation", () => {
  it("is accepted by a new account of the invited address, once, and grants the partner", async () => {
    const { partner, token } = await invitedOwner();
    const visitor = new Client(app, "jest", someAddress());
    const preview = await visitor.request(`/api/partner-invitations?token=${token}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      partnerName: partner.legalName,
      email: partner.contactEmail.toLowerCase(),
      role: "owner",
    });

    // A new account with the registration rules (a weak password is refused), then accept.
    const username = `owner${unique()}`;
    const account = {
      username,
      firstName: "Pat",
      lastName: "Partner",
      email: partner.contactEmail,
      password: "Correct#Horse9",
      confirmPassword: "Correct#Horse9",
    };
    const weak = await visitor.request("/api/auth/register", {
      method: "POST",
      json: { ...account, username: `${username}x`, password: "short", confirmPassword: "short" },
    });
    expect(weak.status).toBe(400);
    expect(
      (await visitor.request("/api/auth/register", { method: "POST", json: account })).status,
    ).toBe(201);
    const owner = await signIn(app, { username, password: account.password });
    const before = await owner.request(`/api/partners/${partner.id}`);
    expect(before.status).toBe(403);

    const joined = await accept(owner, token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ id: partner.id, role: "owner" });
    expect((await owner.request(`/api/partners/${partner.id}`)).status).toBe(200);
    const events = await app.orm.em.fork().find(PartnerEvent, { partner: partner.id });
    expect(events.map(event => event.kind)).toEqual(["credentials-sent", "admin-joined"]);

    // The link works once.
    const again = await accept(owner, token);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(
      "This invitation link is not valid: it was used, revoked or has expired",
    );
    expect((await visitor.request(`/api/partner-invitations?token=${token}`)).status).toBe(400);
  });

  it("is accepted by an existing account of the address, and refused to any other account", async () => {
    const { partner, token } = await invitedOwner();
    const other = await signedInAs(app);
    const refused = await accept(other.client, token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /sent to another email address/,
    );
    const existing = await createUser(app, { email: partner.contactEmail.toUpperCase() });
    const client = await signIn(app, existing);
    expect((await accept(client, token)).status).toBe(200);
    const admin = await app.orm.em.fork().findOneOrFail(PartnerAdmin, { partner: partner.id });
    expect(admin).toMatchObject({ status: PartnerAdminStatus.JOINED, tokenHash: null });
    expect(admin.user?.id).toBe(existing.id);
  });
});

describe("co-administrators", () => {
  it("are invited by the partner's administrator, join, and can be removed; the last owner stays", async () => {
    const owner = await signedInAs(app);
    const partner = await createPartner(app, { admin: owner.user, signed: true });
    const email = `co-${unique()}@example.com`;
    const invited = await owner.client.request(`/api/partners/${partner.id}/admins`, {
      method: "POST",
      json: { email },
    });
    expect(invited.status).toBe(200);
    const admins = ((await invited.json()) as { admins: { id: number; email: string }[] }).admins;
    const co = admins.find(admin => admin.email === email)!;
    expect(co).toMatchObject({ role: "admin", status: "invited" });
    const token = await invitationToken(email);
    const stored = await app.orm.em.fork().findOneOrFail(PartnerAdmin, co.id);
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));

    const coUser = await signedInAs(app, { email });
    expect((await accept(coUser.client, token)).status).toBe(200);
    expect((await coUser.client.request(`/api/partners/${partner.id}`)).status).toBe(200);

    const ownerRow = admins.find(admin => admin.email === owner.user.email.toLowerCase())!;
    const last = await coUser.client.request(`/api/partners/${partner.id}/admins/${ownerRow.id}`, {
      method: "DELETE",
    });
    expect(last.status).toBe(400);
    expect(((await last.json()) as { message: string }).message).toBe(
      "The partner's last owner cannot be removed",
    );
    const removed = await owner.client.request(`/api/partners/${partner.id}/admins/${co.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await coUser.client.request(`/api/partners/${partner.id}`)).status).toBe(403);
  });

  it("are refused to an administrator of another partner, over GraphQL and REST", async () => {
    const other = await signedInAs(app);
    await createPartner(app, { admin: other.user });
    const partner = await createPartner(app, { admin: await createUser(app) });
    const rest = await other.client.request(`/api/partners/${partner.id}/admins`, {
      method: "POST",
      json: { email: `x-${unique()}@example.com` },
    });
    expect(rest.status).toBe(403);
    const { body } = await other.client.graphql(
      "mutation($p: Int!) { removePartnerAdmin(partnerId: $p, adminId: 1) { id } }",
      { p: partner.id },
    );
    expect(body.errors?.[0]?.message).toBe("You do not administer this partner");
    expect(await app.orm.em.fork().count(PartnerAdmin, { partner: partner.id })).toBe(1);
  });
});
