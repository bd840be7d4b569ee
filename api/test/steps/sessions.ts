import type { TestApp } from "../app.js";
import type { Client } from "../client.js";
import { createUser } from "../factories.js";

/** The password of the sign-in and session tests' accounts. */
export const PASSWORD = "Start#2026";
/** A new active account with PASSWORD. */
export const newAccountOn = (app: TestApp) => createUser(app, { password: PASSWORD });
/** Who the session is, as the web app asks. */
export const me = (client: Client) => client.request("/api/auth/user");
/** A secret as the key jose signs and verifies tokens with. */
export const key = (secret: string) => new TextEncoder().encode(secret);
