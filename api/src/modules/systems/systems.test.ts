import { jwtVerify } from "jose";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_SECRETS, type TestApp, startTestApp } from "../../../test/app.js";
import { signedInAs } from "../../../test/factories.js";
import { User } from "../users/user.entity.js";
import { Notification } from "./notification.entity.js";
import { LinkedSystem, SystemKey } from "./system.entity.js";

/** A sibling system: its health answer and its profile API, remembering what it was sent. */
const received: { method: string; audience: unknown; body: string }[] = [];
let siblingProfile = { firstName: "Newer", lastName: "Name", phone: "555-0100", updatedAt: "" };
const sibling = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    void (async () => {
      if (!request.url?.startsWith("/api/profile")) {
        response.writeHead(200, { "x-version": "4.2.0" }).end("ok");
        return;
      }
      const token = String(request.headers.authorization).replace(/^Bearer /, "");
      const { payload } = await jwtVerify(token, new TextEncoder().encode(TEST_SECRETS.sso));
      received.push({ method: request.method!, audience: payload.aud, body });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(request.method === "GET" ? siblingProfile : { ok: true }));
    })();
  });
});

let app: TestApp;
let siblingUrl: string;

beforeAll(async () => {
  await new Promise<void>(resolve => sibling.listen(0, "127.0.0.1", resolve));
  siblingUrl = `http://127.0.0.1:${(sibling.address() as AddressInfo).port}`;
  app = await startTestApp({
    demo: false,
    env: { STORAGE_URL: siblingUrl, VIDEO_URL: "http://127.0.0.1:9" },
  });
});
afterAll(async () => {
  await app.close();
  sibling.close();
});

describe("the linked systems", () => {
  it("lists the four systems with the addresses the environment gives them", async () => {
    const { client } = await signedInAs(app);
    const response = await client.request("/api/system/systems");
    const systems = (await response.json()) as { id: string; url: string | null }[];
    expect(systems.map(system => system.id)).toEqual(["main", "lms", "storage", "video"]);
    expect(systems.find(system => system.id === "storage")?.url).toBe(siblingUrl);
    expect(systems.find(system => system.id === "main")?.url).toBeNull();
  });

  it("checks each system's health over HTTP for administrators", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const response = await client.request("/api/system/status");
    // Keyed by system, as the spec's answer is.
    const statuses = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(statuses)).toEqual(["main", "lms", "storage", "video"]);
    expect(statuses.storage).toMatchObject({
      status: "healthy",
      version: "4.2.0",
      lastChecked: expect.any(String),
    });
    expect(statuses.video?.status).toBe("down");
  });

  it("marks only the caller's own notifications read", async () => {
    const { user, client } = await signedInAs(app);
    const { user: other } = await signedInAs(app);
    const em = app.orm.em.fork();
    const main = em.getReference(LinkedSystem, SystemKey.MAIN);
    const mine = em.create(Notification, { user: user.id, system: main, message: "Mine" });
    const theirs = em.create(Notification, { user: other.id, system: main, message: "Theirs" });
    await em.flush();

    const response = await client.request("/api/system/notifications/mark-read", {
      json: { notificationIds: [mine.id, theirs.id] },
    });
    expect(await response.json()).toEqual({ success: true, updated: 1 });
    const fresh = app.orm.em.fork();
    expect((await fresh.findOneOrFail(Notification, mine.id)).read).toBe(true);
    expect((await fresh.findOneOrFail(Notification, theirs.id)).read).toBe(false);
  });
});

describe("profile sync", () => {
  it("pushes the profile with a token for that system, and pulls a newer copy", async () => {
    const { user, client } = await signedInAs(app);
    const push = await client.request("/api/system/profile/push", { json: { system: "storage" } });
    expect(await push.json()).toMatchObject({ system: "storage", status: "success" });
    expect(received.at(-1)).toMatchObject({ method: "PUT", audience: "guardian-storage" });
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ username: user.username });

    siblingProfile = { ...siblingProfile, updatedAt: new Date(Date.now() + 60_000).toISOString() };
    const pull = await client.request("/api/system/profile/pull", { json: { system: "storage" } });
    expect(await pull.json()).toMatchObject({
      status: "success",
      details: "Profile updated from the newer copy",
    });
    const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
    expect(stored).toMatchObject({ firstName: "Newer", lastName: "Name", phone: "555-0100" });
    // The activity tells each exchange as a sentence with the system's name.
    const activity = (await (await client.request("/api/system/activity")).json()) as {
      summary: string;
    }[];
    expect(activity.map(item => item.summary)).toEqual([
      "Your profile was retrieved from File Storage: Profile updated from the newer copy.",
      "Your profile was sent to File Storage: Profile sent.",
    ]);
  });

  it("records a failure per system, skips one not connected, and refuses the main portal", async () => {
    const { client } = await signedInAs(app);
    // The LMS has only the registry's seeded address, none from the environment: not connected.
    const em = app.orm.em.fork();
    expect((await em.findOneOrFail(LinkedSystem, SystemKey.LMS)).url).toBe(
      "https://lms.guardianacademy.example",
    );
    const all = await client.request("/api/system/profile/sync", { method: "POST" });
    const results = (await all.json()) as { system: string; status: string; details: string }[];
    expect(results.find(r => r.system === "storage")).toMatchObject({
      connected: true,
      status: "success",
    });
    expect(results.find(r => r.system === "video")).toMatchObject({
      connected: true,
      status: "failed",
      details: "Video Processing could not be reached",
    });
    // No address or key for the LMS here: not tried, and not a failure.
    expect(results.find(r => r.system === "lms")).toMatchObject({
      connected: false,
      status: "pending",
    });
    const lms = await client.request("/api/system/profile/push", { json: { system: "lms" } });
    expect(lms.status).toBe(400);
    expect(await lms.json()).toMatchObject({
      message: "Learning Management is not connected to this portal",
    });
    // Keyed by system key, as the spec's answer is.
    const statuses = await client.request("/api/system/profile/sync-status");
    expect(await statuses.json()).toEqual({
      lms: expect.objectContaining({ system: "lms", connected: false, status: "pending" }),
      storage: expect.objectContaining({ status: "success", details: expect.any(String) }),
      video: expect.objectContaining({
        status: "failed",
        details: "Video Processing could not be reached",
        lastSynced: expect.any(String),
      }),
    });
    const main = await client.request("/api/system/profile/pull", { json: { system: "main" } });
    expect(main.status).toBe(400);
  });
});
