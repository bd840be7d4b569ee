import { LAUNCH_PATH } from "./moodle-accounts.rules.js";
import { refusalLine } from "./moodle-role.rules.js";
import {
  type MoodleConfig,
  MoodleError,
  MoodleGateway,
  type MoodleSite,
  unreachableCause,
} from "./moodle.gateway.js";

/** What `npm run lms:check` prints, and whether the portal can work with this Moodle. */
export interface MoodleCheck {
  ok: boolean;
  lines: string[];
}

/** What the operator names to prove the role: a Moodle course, and a test account's email. */
export interface RoleProbe {
  /** A Moodle course id the portal sells (or one set up alike). */
  courseId?: number;
  /** A test account of the operator's, not enrolled there: enrolled, read and unenrolled. */
  learnerEmail?: string;
}

/**
 * Proves the role in a course: a completion read about the token's own user needs only course
 * access (require_login) and completion on; with a test account, an enrolment, a completion read
 * about it and its unenrolment prove the rest. Answers the lines and whether all passed.
 */
async function proveRole(moodle: MoodleGateway, site: MoodleSite, probe: RoleProbe) {
  const courseId = probe.courseId!;
  const lines: string[] = [];
  try {
    await moodle.completionStatus(site.userid, courseId);
  } catch (error) {
    const code = error instanceof MoodleError ? error.errorcode : null;
    if (code === "cannotviewreport") {
      return [
        false,
        `Completion tracking is off for course ${courseId} or the site (Moodle answered cannotviewreport about the token's own user): turn it on, with completion criteria.`,
      ] as const;
    }
    if (code !== "notenroled") return [false, refusalLine(error, courseId)] as const;
  }
  lines.push(`The role opens course ${courseId} (moodle/course:view) and completion is on there.`);
  if (!probe.learnerEmail) {
    lines.push(
      "Enrolment and reading a learner's completion are not proven: add --learner <email of a test account> to try them.",
    );
    return [true, ...lines] as const;
  }
  const account = await moodle.findUser(probe.learnerEmail);
  if (!account) {
    return [
      false,
      ...lines,
      `Moodle shows no account with email ${probe.learnerEmail}: there is none, or the role lacks moodle/user:viewdetails.`,
    ] as const;
  }
  let refused: string | null = null;
  try {
    await moodle.enrol(account.id, courseId);
  } catch (error) {
    return [false, ...lines, refusalLine(error, courseId)] as const;
  }
  try {
    await moodle.completionStatus(account.id, courseId);
  } catch (error) {
    const code = error instanceof MoodleError ? error.errorcode : null;
    if (code === "nocriteriaset")
      refused = `Course ${courseId} has no completion criteria: the portal can never see it completed.`;
    else if (code !== "usernotenroled") refused = refusalLine(error, courseId);
  }
  try {
    await moodle.unenrol(account.id, courseId);
  } catch (error) {
    const line = refusalLine(error, courseId);
    refused = refused ? `${refused} ${line}` : line;
  }
  if (refused) return [false, ...lines, refused] as const;
  lines.push(
    `The role enrolled ${probe.learnerEmail} as a student, read their completion and unenrolled them: every capability the portal uses in a course is proven (moodle/user:create is tried only by a new learner's provisioning).`,
  );
  return [true, ...lines] as const;
}

/** A GET without following redirects, or the words for why it got no answer. */
async function get(url: string): Promise<Response | string> {
  try {
    return await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    return unreachableCause(error);
  }
}

/** The issuer ids of the OAuth 2 buttons on Moodle's login page (`auth/oauth2/login.php?id=`). */
function loginButtonIssuers(page: string): string[] {
  const hrefs = page.matchAll(/href="([^"]*\/auth\/oauth2\/login\.php\?[^"]*)"/g);
  return [...hrefs].map(([, href]) => {
    const query = href.slice(href.indexOf("?") + 1).replaceAll("&amp;", "&");
    return new URLSearchParams(query).get("id") ?? "";
  });
}

/**
 * Proves signing in through the portal (MOODLE_OAUTH_ISSUER_ID): the portal's discovery document
 * answers at PUBLIC_URL and names it as issuer (Moodle's issuer fills its endpoints from it);
 * Moodle's login page shows that issuer's button (core Moodle has no web service listing issuers);
 * the portal's plugin answers its launch page and sends a visitor to that issuer's login.
 */
async function proveSignIn(baseUrl: string, issuerId: number, publicUrl: string) {
  const lines: string[] = [];
  const discoveryUrl = `${publicUrl}/.well-known/openid-configuration`;
  const discovery = await get(discoveryUrl);
  const issuer =
    typeof discovery === "string" || discovery.status !== 200
      ? null
      : ((await discovery.json().catch(() => ({}))) as { issuer?: string }).issuer;
  if (issuer !== publicUrl) {
    const answer =
      typeof discovery === "string"
        ? `did not answer: ${discovery}`
        : issuer
          ? `names the issuer ${issuer}`
          : `answered ${discovery.status} without an issuer`;
    return [
      false,
      `The portal's discovery document at ${discoveryUrl} ${answer}: PUBLIC_URL must be the portal's address as Moodle reaches it.`,
    ] as const;
  }
  lines.push(`The portal's discovery document answers at ${discoveryUrl} (the issuer's base URL).`);
  const login = await get(`${baseUrl}/login/index.php`);
  const buttons = typeof login === "string" ? [] : loginButtonIssuers(await login.text());
  if (!buttons.includes(String(issuerId))) {
    const shown = buttons.length
      ? `shows OAuth 2 buttons of issuer(s) ${buttons.join(", ")}, not of MOODLE_OAUTH_ISSUER_ID ${issuerId}`
      : typeof login === "string"
        ? `did not answer: ${login}`
        : `shows no OAuth 2 button (answered ${login.status})`;
    return [
      false,
      ...lines,
      `Moodle's login page ${shown}: enable OAuth 2 under Manage authentication and set the issuer to "Login page and internal services" (docs/moodle.md).`,
    ] as const;
  }
  lines.push(`Moodle's login page shows the button of issuer ${issuerId}.`);
  const launch = await get(`${baseUrl}${LAUNCH_PATH}?courseid=1`);
  const next = typeof launch === "string" ? null : launch.headers.get("location");
  const sentTo = next ? new URL(next, baseUrl) : null;
  if (sentTo?.pathname.endsWith("/auth/oauth2/login.php")) {
    const id = sentTo.searchParams.get("id");
    if (id === String(issuerId)) {
      lines.push(`The portal's plugin sends learners through issuer ${issuerId}'s login.`);
      return [true, ...lines] as const;
    }
    lines.push(
      `The portal's plugin is set to issuer ${id}, not MOODLE_OAUTH_ISSUER_ID ${issuerId}: correct one of them.`,
    );
  } else if (typeof launch === "string") {
    lines.push(`The portal's plugin's launch page did not answer: ${launch}.`);
  } else if (launch.status === 404) {
    lines.push(
      `The portal's plugin is not installed (${LAUNCH_PATH} answered 404): install moodle/local_guardianacademy (docs/moodle.md).`,
    );
  } else {
    lines.push(
      `The portal's plugin does not send learners to the issuer's login (answered ${launch.status}${next ? ` to ${next}` : ""}): set its issuer id to ${issuerId} (Site administration > Plugins > Local plugins > Guardian Academy).`,
    );
  }
  return [false, ...lines] as const;
}

/**
 * Asks Moodle (`core_webservice_get_site_info`) whether the token works and its external service
 * includes every function the portal calls (docs/moodle.md); with a course (and a test account)
 * named, proves the role's capabilities there by the calls the portal makes.
 */
export async function checkMoodle(
  config: MoodleConfig | undefined,
  probe: RoleProbe = {},
  /** The portal's PUBLIC_URL: with MOODLE_OAUTH_ISSUER_ID, the sign-in through it is proven. */
  publicUrl?: string,
): Promise<MoodleCheck> {
  if (!config) {
    return {
      ok: false,
      lines: [
        "LMS_URL and LMS_TOKEN are not set: the portal uses its demo learning system.",
        "Set both to connect Moodle (docs/moodle.md).",
      ],
    };
  }
  const moodle = new MoodleGateway(config);
  let site;
  try {
    site = await moodle.site();
  } catch (error) {
    if (!(error instanceof MoodleError)) throw error;
    const code = error.errorcode ? ` (${error.errorcode})` : "";
    return {
      ok: false,
      lines: [
        `Moodle at ${config.baseUrl} did not answer the site check: ${error.message}${code}.`,
      ],
    };
  }
  const where = `Moodle ${site.release || "(release unknown)"} "${site.sitename}" at ${config.baseUrl}, token of ${site.username || "an unknown user"}`;
  if (site.missing.length > 0) {
    return {
      ok: false,
      lines: [
        where,
        `The external service lacks ${site.missing.length} function(s) the portal calls: ${site.missing.join(", ")}.`,
        "Add them under Site administration > Server > Web services > External services > Functions.",
      ],
    };
  }
  const lines = [
    where,
    "Every web-service function the portal calls is in the token's service.",
    `Learners are enrolled with role id ${config.studentRoleId} (MOODLE_STUDENT_ROLE_ID).`,
  ];
  let signedIn = true;
  if (config.oauthIssuerId !== undefined && publicUrl) {
    const [ok, ...proven] = await proveSignIn(config.baseUrl, config.oauthIssuerId, publicUrl);
    signedIn = ok;
    lines.push(...proven);
  }
  if (!probe.courseId) {
    lines.push(
      "The role's capabilities are not proven: name a course the portal sells, npm run lms:check -- --course <Moodle course id> [--learner <email of a test account>].",
    );
    return { ok: signedIn, lines };
  }
  try {
    const [ok, ...proven] = await proveRole(moodle, site, probe);
    return { ok: ok && signedIn, lines: [...lines, ...proven] };
  } catch (error) {
    if (!(error instanceof MoodleError)) throw error;
    return { ok: false, lines: [...lines, `Moodle did not answer: ${error.message}.`] };
  }
}
