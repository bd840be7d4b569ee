import { startTestApp } from "../app.js";
import { signedInAs } from "../factories.js";

/** The course admin tests' portal (no demo data), with an admin signed in. */
export async function courseAdminWorld() {
  const app = await startTestApp({ demo: false });
  const signed = await signedInAs(app, { kind: "admin" });
  return { app, admin: signed.client, adminId: signed.user.id };
}
