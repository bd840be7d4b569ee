import type { TestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { type FactoryUser, createUser } from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { User } from "../users/user.entity.js";
import { adminWorld } from "../../../test/steps/admin.js";

let app: TestApp;
let admin: Client;
let adminUser: FactoryUser;
let superAdmin: Client;
let learner: Client;

beforeAll(async () => {
  ({ app, admin, adminUser, superAdmin, learner } = await adminWorld());
});
afterAll(() => app.close());

const settingsAudits = () =>
  app.orm.em
    .fork()
    .count(AuditEvent, { type: AuditEventType.SettingsUpdated, actor: adminUser.id });

describe("the banner settings", () => {
  const publicBanners = async () => (await new Client(app).request("/api/settings/banners")).json();

  it("flips the public banners at once through either path, with an audit row each", async () => {
    const audits = await settingsAudits();
    let response = await admin.request("/api/admin/settings/banners", {
      json: { showPreLaunchBanner: false },
    });
    expect(response.status).toBe(200);
    expect(await publicBanners()).toEqual({
      showDisclaimerBanner: true,
      showPreLaunchBanner: false,
    });
    const prelaunch = await new Client(app).request("/api/settings/prelaunch-banner");
    expect(await prelaunch.json()).toEqual({ isVisible: false });

    response = await admin.request("/api/admin/settings/prelaunch-banner", {
      json: { isVisible: true },
    });
    expect(await response.json()).toEqual({ isVisible: true });
    expect(await publicBanners()).toEqual({
      showDisclaimerBanner: true,
      showPreLaunchBanner: true,
    });

    const { body } = await admin.graphql(
      "mutation { updateBannerSettings(input: { showDisclaimerBanner: false }) { showDisclaimerBanner showPreLaunchBanner } }",
    );
    expect(body.data).toEqual({
      updateBannerSettings: { showDisclaimerBanner: false, showPreLaunchBanner: true },
    });
    const disclaimer = (await (await admin.request("/api/admin/settings/disclaimer")).json()) as {
      isVisible: boolean;
    };
    expect(disclaimer.isVisible).toBe(false);
    expect(await settingsAudits()).toBe(audits + 3);
    await admin.request("/api/admin/settings/banners", { json: { showDisclaimerBanner: true } });
  });

  it("saves both switches and the disclaimer text in one request with one audit row", async () => {
    const audits = await settingsAudits();
    const text = `One save ${Date.now()}`;
    const { body } = await admin.graphql(
      `mutation Save($input: BannerSettingsInput!) {
        updateBannerSettings(input: $input) { showDisclaimerBanner showPreLaunchBanner disclaimerText }
      }`,
      {
        input: {
          showDisclaimerBanner: false,
          showPreLaunchBanner: false,
          disclaimerText: ` ${text} `,
        },
      },
    );
    expect(body.data).toEqual({
      updateBannerSettings: {
        showDisclaimerBanner: false,
        showPreLaunchBanner: false,
        disclaimerText: text,
      },
    });
    expect(await settingsAudits()).toBe(audits + 1);
    expect(await (await new Client(app).request("/api/settings/disclaimer")).json()).toEqual({
      isVisible: false,
      text,
    });
    const blank = await admin.graphql(
      'mutation { updateBannerSettings(input: { showPreLaunchBanner: true, disclaimerText: "  " }) { showPreLaunchBanner } }',
    );
    expect(blank.body.errors?.[0]?.message).toBe("Disclaimer text is required");
    expect(await publicBanners()).toEqual({
      showDisclaimerBanner: false,
      showPreLaunchBanner: false,
    });
    expect(await settingsAudits()).toBe(audits + 1);
    await admin.request("/api/admin/settings/banners", {
      json: { showDisclaimerBanner: true, showPreLaunchBanner: true },
    });
  });

  it("saves the disclaimer text as plain text, and the public site reads it", async () => {
    const text = `Early access only & no refunds ${Date.now()}`;
    const response = await admin.request("/api/admin/settings/disclaimer", {
      json: { isVisible: true, text: `  ${text}  ` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isVisible: true, text });
    const shown = await (await new Client(app).request("/api/settings/disclaimer")).json();
    expect(shown).toEqual({ isVisible: true, text });
    const audit = await app.orm.em
      .fork()
      .findOneOrFail(
        AuditEvent,
        { type: AuditEventType.SettingsUpdated, actor: adminUser.id },
        { orderBy: { id: "desc" } },
      );
    expect(audit.details).toMatchObject({ after: { disclaimerText: text } });
  });

  it.each([
    ["blank text", { isVisible: true, text: "   " }, "Disclaimer text is required"],
    [
      "markup",
      { isVisible: true, text: "Early access <b>no refunds</b>" },
      "Disclaimer text must be one line of plain text without < or >",
    ],
    [
      "text over 1000 characters",
      { isVisible: true, text: "x".repeat(1001) },
      "Disclaimer text must be at most 1000 characters",
    ],
  ])("refuses %s with a clear 400 and changes nothing", async (_what, body, message) => {
    const audits = await settingsAudits();
    const response = await admin.request("/api/admin/settings/disclaimer", { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message,
      code: "BAD_USER_INPUT",
      requestId: expect.any(String),
    });
    expect(await settingsAudits()).toBe(audits);
  });

  it("refuses learners and anonymous callers and changes nothing", async () => {
    const before = await publicBanners();
    const refused = await learner.request("/api/admin/settings/banners", {
      json: { showDisclaimerBanner: false, showPreLaunchBanner: false },
    });
    expect(refused.status).toBe(403);
    const anonymous = await new Client(app).request("/api/admin/settings/prelaunch-banner", {
      json: { isVisible: false },
    });
    expect(anonymous.status).toBe(401);
    expect(await publicBanners()).toEqual(before);
  });
});

describe("the admin fix", () => {
  async function brokenSuperAdmin() {
    const user = await createUser(app, { kind: "superAdmin" });
    await app.orm.em.fork().nativeUpdate(User, { id: user.id }, { isAdmin: false });
    return user;
  }
  const isAdmin = async (id: number) => (await app.orm.em.fork().findOneOrFail(User, id)).isAdmin;

  it("gives a super administrator without the admin flag the flag, audited, and reports it", async () => {
    const user = await brokenSuperAdmin();
    const response = await superAdmin.request("/api/fix-admin");
    expect(response.status).toBe(200);
    const report = (await response.json()) as { repaired: string[]; ok: boolean; text: string };
    expect(report.repaired).toContain(user.username);
    expect(report.ok).toBe(true);
    expect(report.text).toContain("Check 1: every super administrator is also an administrator.");
    expect(report.text).toContain(user.username);
    expect(report.text).toContain("Check 2: at least one active super administrator exists.");
    expect(await isAdmin(user.id)).toBe(true);
    const audits = await app.orm.em
      .fork()
      .count(AuditEvent, { type: AuditEventType.AdminFlagsRepaired, subject: user.id });
    expect(audits).toBe(1);

    const again = await superAdmin.graphql<{ fixAdmin: { repaired: string[]; lines: string[] } }>(
      "mutation { fixAdmin { repaired lines } }",
    );
    expect(again.body.data!.fixAdmin.repaired).toEqual([]);
    expect(again.body.data!.fixAdmin.lines[1]).toBe(
      "OK: no super administrator lacked the administrator flag.",
    );
  });

  it("is refused to a plain administrator and to learners, repairing nothing", async () => {
    const user = await brokenSuperAdmin();
    expect((await admin.request("/api/fix-admin")).status).toBe(403);
    expect((await learner.request("/api/fix-admin")).status).toBe(403);
    expect((await new Client(app).request("/api/fix-admin")).status).toBe(401);
    expect(await isAdmin(user.id)).toBe(false);
    await superAdmin.request("/api/fix-admin");
    expect(await isAdmin(user.id)).toBe(true);
  });
});

describe("the academy's time zone", () => {
  const ZONE = "query { academyTimeZone }";
  const SET = "mutation($zone: String!) { updateAcademyTimeZone(timeZone: $zone) }";

  it("is New York's until set, stores a zone's canonical name with an audit row, and refuses a name that is none", async () => {
    expect((await admin.graphql(ZONE)).body.data).toEqual({ academyTimeZone: "America/New_York" });
    const audits = await settingsAudits();
    const set = await admin.graphql(SET, { zone: " america/chicago " });
    expect(set.body.data).toEqual({ updateAcademyTimeZone: "America/Chicago" });
    expect((await admin.graphql(ZONE)).body.data).toEqual({ academyTimeZone: "America/Chicago" });
    expect(await settingsAudits()).toBe(audits + 1);

    for (const zone of ["Mars/Olympus_Mons", "", "America/New_York\nUTC"]) {
      const refused = await admin.graphql(SET, { zone });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: "Time zone must be a time zone name such as America/New_York",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await settingsAudits()).toBe(audits + 1);
    expect((await learner.graphql(ZONE)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await admin.graphql(SET, { zone: "America/New_York" });
  });
});
