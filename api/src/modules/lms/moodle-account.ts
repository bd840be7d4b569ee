import type { User } from "../users/user.entity.js";
import type { MoodleAccount, MoodleGateway } from "./moodle-gateway.js";

/** Keeps the learner's Moodle account on their user (written with the caller's next flush). */
export function linkMoodleAccount(user: User, account: MoodleAccount): number {
  user.moodleUserId = account.id;
  user.moodleUsername = account.username;
  return account.id;
}

/**
 * The learner's Moodle user id: the one kept since provisioning, else (an older enrollment) the
 * account with their email, kept from now on; null when Moodle has none.
 */
export async function knownMoodleUserId(moodle: MoodleGateway, user: User): Promise<number | null> {
  if (user.moodleUserId) return user.moodleUserId;
  const found = await moodle.findUser(user.email);
  return found ? linkMoodleAccount(user, found) : null;
}
