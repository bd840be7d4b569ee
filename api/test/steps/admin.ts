import { startTestApp } from "../app.js";
import { signedInAs } from "../factories.js";

/** The admin module's portal (no demo data), with an admin, a SuperAdmin and a learner signed in. */
export async function adminWorld() {
  const app = await startTestApp({ demo: false });
  const { client: admin, user: adminUser } = await signedInAs(app, { kind: "admin" });
  const { client: superAdmin } = await signedInAs(app, { kind: "superAdmin" });
  const { client: learner } = await signedInAs(app);
  return { app, admin, adminUser, superAdmin, learner };
}
