import anyAscii from "any-ascii";
import { randomBytes } from "node:crypto";
import { subjectOf } from "../oidc/oidc-subject.rules.js";

/** What the portal tells Moodle of a learner when it looks for or makes their account. */
export interface MoodleLearner {
  /** The portal user's id: it makes the Moodle username unique when the plain one cannot be. */
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The usernames a learner may have in Moodle, in order of preference. Moodle's PARAM_USERNAME
 * allows lower-case ASCII letters, digits and `_ - @ .` (unless the site allows more): the
 * portal's username in lower case when it is made of those alone, else (and when someone else
 * holds that one in Moodle) its ASCII transliteration after `ga-<portal id>-`, unique as the id is
 * (the portal refuses usernames of that shape: users/user.rules.ts). Should that be held too (an
 * account made in Moodle, or a portal one named so before the shape was refused), the same with
 * `-2` to `-5`, then with a random tail. Signing in through the portal (`oauth`), the learner's
 * OpenID subject (`u{id}`, what Moodle's field mapping sub → username reads) comes first.
 */
export function moodleUsernames(
  learner: Pick<MoodleLearner, "id" | "username">,
  oauth = false,
): string[] {
  const ascii = anyAscii(learner.username)
    .toLowerCase()
    .replace(/[^a-z0-9_.@-]+/g, "");
  const suffixed = `ga-${learner.id}${ascii ? `-${ascii}` : ""}`.slice(0, 100);
  const tailed = (tail: string) => `${suffixed.slice(0, 99 - tail.length)}-${tail}`;
  const plain = ascii && ascii === learner.username.toLowerCase() ? [ascii] : [];
  return [
    ...new Set([
      ...(oauth ? [subjectOf(learner.id)] : []),
      ...plain,
      suffixed,
      ...["2", "3", "4", "5"].map(tailed),
      tailed(randomBytes(4).toString("hex")),
    ]),
  ];
}

/**
 * The fields `core_user_create_users` makes a learner's account with. Signing in through the
 * portal (MOODLE_OAUTH_ISSUER_ID set): `auth: oauth2` with neither a password nor createpassword
 * (auth_oauth2 is not an internal method, so Moodle asks for neither and mails nothing); the
 * learner's first sign-in through the portal links it by email (docs/moodle.md). Otherwise a
 * manual account whose password Moodle makes and mails (createpassword).
 */
export function newMoodleAccount(learner: MoodleLearner, username: string, oauth: boolean) {
  return {
    username,
    email: learner.email,
    firstname: learner.firstName,
    lastname: learner.lastName,
    ...(oauth ? { auth: "oauth2" } : { auth: "manual", createpassword: 1 }),
  };
}

/** The path of the portal's Moodle plugin that starts Moodle's OAuth 2 login (moodle/local_guardianacademy). */
export const LAUNCH_PATH = "/local/guardianacademy/launch.php";

/**
 * Where a learner's 'Open in LMS' goes: with the portal's issuer set in Moodle
 * (`oauthIssuerId`), the plugin's launch page, which sends them through Moodle's OAuth 2 login
 * (which needs a sesskey the portal cannot know) to the course; otherwise the course page (Moodle
 * asks a learner without a session to sign in on its login page). Built from the course's Moodle
 * id only, a positive whole number from the portal's database: nothing a caller typed.
 */
export function moodleCourseLink(baseUrl: string, moodleCourseId: number, oauthIssuerId?: number) {
  if (!Number.isSafeInteger(moodleCourseId) || moodleCourseId < 1) {
    throw new Error(`Not a Moodle course id: ${moodleCourseId}`);
  }
  return oauthIssuerId === undefined
    ? `${baseUrl}/course/view.php?id=${moodleCourseId}`
    : `${baseUrl}${LAUNCH_PATH}?courseid=${moodleCourseId}`;
}
