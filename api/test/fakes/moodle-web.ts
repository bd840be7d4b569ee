import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { FakeMoodleUser } from "./moodle-site.ts";

/**
 * The fake Moodle's pages a browser opens (moodle.ts serves them): the login page with its OAuth 2
 * buttons, `auth/oauth2/login.php` and `admin/oauth2callback.php` as core Moodle's auth_oauth2
 * runs them (the sesskey check first, the authorization code upgraded at the issuer's token
 * endpoint, the identity read from its userinfo endpoint, the account matched by linked login,
 * then by email), the portal's plugin `local/guardianacademy/launch.php`, and a course page.
 * Imports nothing of the product (the browser tests load it with Node's type stripping).
 */

/** The portal's issuer as Moodle keeps it (Site administration > Server > OAuth 2 services). */
export interface FakeMoodleIssuer {
  id: number;
  clientId: string;
  clientSecret: string;
  /** Filled from the issuer's discovery document when its base URL is saved. */
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  /** "Login page and internal services": a button on the login page. */
  showOnLoginPage: boolean;
  /** "Require email verification" (on by default): an account found by email waits for a mail. */
  requireConfirmation: boolean;
}

interface FakeSession {
  sesskey: string;
  userId?: number;
  /** `$SESSION->oauth_post_login_redirect`: where the callback sends the code back to. */
  postLoginRedirect?: string;
}

/** The cookie of Moodle's session. */
export const MOODLE_SESSION_COOKIE = "MoodleSession";

/** Moodle's error page: a moodle_exception's message and its "More information" link. */
function errorPage(response: ServerResponse, errorcode: string, message: string) {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!DOCTYPE html><title>Error</title><div class="errorbox"><p class="errormessage">${message}</p><a href="https://docs.moodle.org/en/error/moodle/${errorcode}">More information about this error</a></div>`,
  );
}

/** lang/en/error.php's invalidsesskey: a sesskey other than the session's. */
const INVALID_SESSKEY = "Incorrect sesskey submitted, form not accepted!";

const seeOther = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location });
  response.end();
};

export class MoodleWeb {
  issuer: FakeMoodleIssuer | null = null;
  /** Whether moodle/local_guardianacademy is installed, and its issuer setting. */
  plugin: { installed: boolean; issuerId: number | null } = { installed: true, issuerId: null };
  /** auth_oauth2_linked_login: a Moodle user's login through an issuer, by that login's username. */
  readonly linkedLogins: { userId: number; issuerId: number; username: string }[] = [];
  /** How every request to the issuer's token endpoint went (its body, its status). */
  readonly tokenRequests: { body: Record<string, string>; status: number }[] = [];
  private readonly sessions = new Map<string, FakeSession>();
  private readonly users: FakeMoodleUser[];
  private readonly baseUrl: () => string;
  /** Where Moodle's server reaches an address the issuer names (tests map the public one). */
  private reach: (url: string) => string = url => url;

  constructor(users: FakeMoodleUser[], baseUrl: () => string) {
    this.users = users;
    this.baseUrl = baseUrl;
  }

  /**
   * Saves the portal as an issuer the way an administrator does: its base URL's discovery
   * document fills the endpoints; login page and internal services; email verification off.
   */
  async addIssuer(
    issuer: Pick<FakeMoodleIssuer, "id" | "clientId" | "clientSecret"> & Partial<FakeMoodleIssuer>,
    baseUrl: string,
    reach: (url: string) => string = url => url,
  ) {
    this.reach = reach;
    const found = await fetch(reach(`${baseUrl}/.well-known/openid-configuration`));
    const discovery = (await found.json()) as Record<string, string>;
    this.issuer = {
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      userinfoEndpoint: discovery.userinfo_endpoint,
      showOnLoginPage: true,
      requireConfirmation: false,
      ...issuer,
    };
  }

  /** The signed-in Moodle user of a session cookie's value, if any. */
  signedInUser(session: string | undefined) {
    const userId = session ? this.sessions.get(session)?.userId : undefined;
    return this.users.find(user => user.id === userId);
  }

  /** The page for this GET, or false when it is none of these pages. */
  async handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? "/", this.baseUrl());
    const pages: Record<string, () => unknown> = {
      "/login/index.php": () => this.loginPage(request, response),
      "/local/guardianacademy/launch.php": () => this.launch(request, response, url),
      "/auth/oauth2/login.php": () => this.oauthLogin(request, response, url),
      "/admin/oauth2callback.php": () => this.callback(request, response, url),
      "/course/view.php": () => this.coursePage(request, response, url),
    };
    const page = pages[url.pathname];
    if (!page || request.method !== "GET") return false;
    if (url.pathname.startsWith("/local/guardianacademy/") && !this.plugin.installed) {
      response.writeHead(404).end("Not Found");
      return true;
    }
    await page();
    return true;
  }

  /** The session of the request's cookie, or a new one (its cookie set on the answer). */
  private session(request: IncomingMessage, response: ServerResponse): FakeSession {
    const cookie = /(?:^|;\s*)MoodleSession=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
    const known = cookie ? this.sessions.get(cookie) : undefined;
    if (known) return known;
    const id = randomBytes(12).toString("hex");
    const made = { sesskey: randomBytes(5).toString("hex") };
    this.sessions.set(id, made);
    response.setHeader("set-cookie", `${MOODLE_SESSION_COOKIE}=${id}; path=/; HttpOnly`);
    return made;
  }

  /** required_param: a missing one is Moodle's "A required parameter (x) was missing". */
  private required(response: ServerResponse, url: URL, name: string): string | null {
    const value = url.searchParams.get(name);
    if (value) return value;
    errorPage(response, "missingparam", `A required parameter (${name}) was missing`);
    return null;
  }

  /** The login page, with a button per issuer shown there (loginpage_idp_list: id, wantsurl, sesskey). */
  private loginPage(request: IncomingMessage, response: ServerResponse) {
    const { sesskey } = this.session(request, response);
    const button = this.issuer?.showOnLoginPage
      ? `<a class="btn login-identityprovider-btn" href="${this.baseUrl()}/auth/oauth2/login.php?id=${this.issuer.id}&amp;wantsurl=%2F&amp;sesskey=${sesskey}">Guardian Academy</a>`
      : "";
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!DOCTYPE html><title>Log in to the site</title><form id="login"></form>${button}`,
    );
  }

  /** moodle/local_guardianacademy/launch.php, as written there. */
  private launch(request: IncomingMessage, response: ServerResponse, url: URL) {
    const raw = this.required(response, url, "courseid");
    if (raw === null) return;
    const courseid = Number.parseInt(raw, 10) || 0;
    const session = this.session(request, response);
    const course = `${this.baseUrl()}/course/view.php?id=${courseid}`;
    if (session.userId || !this.plugin.issuerId) return seeOther(response, course);
    const login = new URL("/auth/oauth2/login.php", this.baseUrl());
    login.search = new URLSearchParams({
      id: String(this.plugin.issuerId),
      sesskey: session.sesskey,
      wantsurl: course,
    }).toString();
    seeOther(response, login.href);
  }

  /** auth/oauth2/login.php: the sesskey first, then the issuer's login, then complete_login. */
  private async oauthLogin(request: IncomingMessage, response: ServerResponse, url: URL) {
    const id = this.required(response, url, "id");
    if (id === null) return;
    const session = this.session(request, response);
    const sesskey = this.required(response, url, "sesskey");
    if (sesskey === null) return;
    if (sesskey !== session.sesskey) {
      return errorPage(response, "invalidsesskey", INVALID_SESSKEY);
    }
    const issuer = this.issuer;
    if (!issuer || String(issuer.id) !== id) {
      return errorPage(
        response,
        "invalidrecord",
        "Can't find data record in database table oauth2_issuer.",
      );
    }
    const wantsurl = url.searchParams.get("wantsurl") || "/";
    const code = url.searchParams.get("oauth2code");
    if (!code) {
      // get_login_url: no PKCE, the sesskey as state; the way back kept in the session.
      session.postLoginRedirect = `${url.pathname}?${new URLSearchParams({ wantsurl, sesskey, id })}`;
      const authorize = new URL(issuer.authorizationEndpoint);
      authorize.search = new URLSearchParams({
        client_id: issuer.clientId,
        response_type: "code",
        redirect_uri: `${this.baseUrl()}/admin/oauth2callback.php`,
        state: session.sesskey,
        scope: "openid profile email",
      }).toString();
      return seeOther(response, authorize.href);
    }
    const identity = await this.identity(issuer, code);
    if (typeof identity === "string") return errorPage(response, "oauth2", identity);
    const user = this.completeLogin(issuer, identity);
    if (typeof user === "string") return errorPage(response, "auth_oauth2", user);
    session.userId = user.id;
    seeOther(response, new URL(wantsurl, this.baseUrl()).href);
  }

  /** upgrade_token (the code, the client's secret in the body, no verifier), then get_userinfo. */
  private async identity(issuer: FakeMoodleIssuer, code: string) {
    const body = {
      code,
      grant_type: "authorization_code",
      redirect_uri: `${this.baseUrl()}/admin/oauth2callback.php`,
      client_id: issuer.clientId,
      client_secret: issuer.clientSecret,
    };
    const token = await fetch(this.reach(issuer.tokenEndpoint), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
    });
    this.tokenRequests.push({ body, status: token.status });
    if (token.status !== 200) return "Could not upgrade oauth token";
    const { access_token } = (await token.json()) as { access_token: string };
    const info = await fetch(this.reach(issuer.userinfoEndpoint), {
      headers: { authorization: `Bearer ${access_token}`, accept: "application/json" },
    });
    const claims = (await info.json()) as Record<string, string>;
    // The mapping the set-up adds (sub → username); Moodle lower-cases the username.
    if (!claims.sub || !claims.email)
      return "The user information returned did not contain a username and email address.";
    return { username: claims.sub.toLowerCase(), email: claims.email };
  }

  /** complete_login: the linked login, else (email verification off) the account with the email, linked. */
  private completeLogin(issuer: FakeMoodleIssuer, identity: { username: string; email: string }) {
    const linked = this.linkedLogins.find(
      login => login.issuerId === issuer.id && login.username === identity.username,
    );
    const byEmail = () =>
      this.users.find(
        user => !user.deleted && user.email.toLowerCase() === identity.email.toLowerCase(),
      );
    const user = linked ? this.users.find(candidate => candidate.id === linked.userId) : byEmail();
    if (!user)
      return "A user already exists on this site with this username. If this is your account, log in by entering your username and password and add it as a linked login via your preferences page.";
    if (!linked && issuer.requireConfirmation) {
      return "Confirm your account: an email has been sent to your address to link your accounts.";
    }
    if (user.suspended) return "Your account has been suspended.";
    if (!linked) {
      this.linkedLogins.push({ userId: user.id, issuerId: issuer.id, username: identity.username });
    }
    return user;
  }

  /** admin/oauth2callback.php: the state is the sesskey; the code goes back to the login. */
  private callback(request: IncomingMessage, response: ServerResponse, url: URL) {
    const error = url.searchParams.get("error");
    if (error)
      return errorPage(response, error, url.searchParams.get("error_description") ?? error);
    const code = this.required(response, url, "code");
    const state = code === null ? null : this.required(response, url, "state");
    if (state === null) return;
    const session = this.session(request, response);
    if (state !== session.sesskey || !session.postLoginRedirect) {
      return errorPage(response, "invalidsesskey", INVALID_SESSKEY);
    }
    const back = new URL(session.postLoginRedirect, this.baseUrl());
    back.searchParams.set("oauth2code", code!);
    seeOther(response, back.href);
  }

  /** A course page: a visitor without a session goes to the login page. */
  private coursePage(request: IncomingMessage, response: ServerResponse, url: URL) {
    const session = this.session(request, response);
    const user = this.users.find(candidate => candidate.id === session.userId);
    if (!user) return seeOther(response, `${this.baseUrl()}/login/index.php`);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!DOCTYPE html><title>Course ${url.searchParams.get("id")}</title><span class="usertext">${user.firstname} ${user.lastname}</span>`,
    );
  }
}
