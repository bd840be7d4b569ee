import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createUser, signedInAs } from "../../../test/factories.js";
import { type VerificationGroup, found, verifyGroup } from "../../../test/steps/verification.js";

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: true });
  admin = (await signedInAs(app, { kind: "admin" })).client;
});
afterAll(() => app.close());

const sql = (text: string, params: unknown[] = []) => app.orm.em.fork().execute(text, params);
const verify = (group: VerificationGroup, fresh = true) => verifyGroup(admin, group, fresh);

describe("the security audit's acknowledgements and trusted addresses", () => {
  let superAdmin: Client;
  const NEW_IP = "192.0.2.77";
  const newIpFindings = async () =>
    found(await verify("security"), "security.admin-new-ip").filter(a =>
      a.reason.includes(` ${NEW_IP},`),
    );
  /** Administrators who signed in before from elsewhere, now from NEW_IP. */
  async function firstSignInsFromNewIp(count: number) {
    const admins = [];
    for (let i = 0; i < count; i++) {
      const user = await createUser(app, { kind: "admin" });
      await sql(
        `insert into login_attempts (user_id, username, success, ip_address, created_at)
         values (?, ?, true, '10.20.0.1', now() - interval '2 days'),
                (?, ?, true, ?, now())`,
        [user.id, user.username, user.id, user.username, NEW_IP],
      );
      admins.push(user);
    }
    return admins;
  }

  beforeAll(async () => {
    superAdmin = (await signedInAs(app, { kind: "superAdmin" })).client;
  });

  it("groups several administrators' first sign-ins from one new address into one finding", async () => {
    const admins = await firstSignInsFromNewIp(3);
    const names = admins.map(user => user.username).sort();
    const [finding, ...more] = await newIpFindings();
    expect(more).toEqual([]);
    expect(finding.reason).toMatch(
      new RegExp(
        `^Administrators ${names[0]}, ${names[1]} and ${names[2]} signed in from 192\\.0\\.2\\.77, an address none of them had signed in from before \\(3 first sign-ins since \\d{4}-`,
      ),
    );
    expect(finding.recordIds).toEqual(
      expect.arrayContaining(admins.map(user => `user:${user.id}`)),
    );
  });

  it("acknowledges a finding in one step; a later first sign-in from there is a new finding", async () => {
    const before = await verify("security");
    const [finding] = await newIpFindings();
    const ACK = `mutation($key: String!, $note: String) {
      acknowledgeSecurityFinding(anomalyKey: $key, note: $note) { anomalyKey resolvedAt resolutionNote }
    }`;
    const { body } = await admin.graphql<{
      acknowledgeSecurityFinding: { anomalyKey: string; resolutionNote: string };
    }>(ACK, { key: finding.key, note: null });
    expect(body.data!.acknowledgeSecurityFinding).toMatchObject({
      anomalyKey: finding.key,
      resolutionNote: "Acknowledged",
      resolvedAt: expect.any(String),
    });
    const after = await verify("security", false);
    expect(after.anomalyCount).toBe(before.anomalyCount - 1);
    expect((await newIpFindings())[0]).toMatchObject({ key: finding.key, resolved: true });

    const unknown = await admin.graphql(ACK, { key: "security.admin-new-ip:203.0.113.1:1" });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const tooLong = await admin.graphql(ACK, { key: finding.key, note: "x".repeat(1001) });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    await firstSignInsFromNewIp(1);
    const [again] = await newIpFindings();
    expect(again.key).not.toBe(finding.key);
    expect(again.resolved).toBe(false);
  });

  it("trusts an address (super administrators): its sign-ins stop being findings until untrusted", async () => {
    const TRUST = `mutation($ip: String!, $note: String) { trustAddress(ipAddress: $ip, note: $note) { ipAddress note trustedAt } }`;
    const refused = await admin.graphql(TRUST, { ip: NEW_IP });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const bad = await superAdmin.graphql(TRUST, { ip: "192.0.2" });
    expect(bad.body.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", fields: { ipAddress: "Give an IPv4 or IPv6 address" } },
    });
    expect(await sql("select id from trusted_addresses")).toEqual([]);
    expect(await newIpFindings()).toHaveLength(1);

    const { body } = await superAdmin.graphql<{ trustAddress: { ipAddress: string } }>(TRUST, {
      ip: ` ${NEW_IP} `,
      note: "Head office",
    });
    expect(body.data!.trustAddress).toMatchObject({ ipAddress: NEW_IP, note: "Head office" });
    // At once, though the audit was cached a moment ago.
    expect(
      found(await verify("security", false), "security.admin-new-ip").filter(a =>
        a.reason.includes(NEW_IP),
      ),
    ).toEqual([]);
    const listed = await admin.graphql<{ trustedAddresses: { ipAddress: string }[] }>(
      "{ trustedAddresses { ipAddress note } }",
    );
    expect(listed.body.data!.trustedAddresses).toEqual([
      { ipAddress: NEW_IP, note: "Head office" },
    ]);
    expect(
      await sql("select type from audit_events where type like 'address.%trusted' order by id"),
    ).toEqual([{ type: "address.trusted" }]);

    const UNTRUST = `mutation($ip: String!) { untrustAddress(ipAddress: $ip) { ipAddress } }`;
    expect((await superAdmin.graphql(UNTRUST, { ip: NEW_IP })).body.errors).toBeUndefined();
    expect(await newIpFindings()).toHaveLength(1);
    const gone = await superAdmin.graphql(UNTRUST, { ip: NEW_IP });
    expect(gone.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
