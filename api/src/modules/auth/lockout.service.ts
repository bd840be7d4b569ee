import type { EntityManager } from "@mikro-orm/postgresql";
import { tooManyRequests } from "../../errors.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { normalizeUsername } from "../users/user.rules.js";
import type { User } from "../users/user.entity.js";
import type { RequestMeta } from "../../graphql/context.js";

/**
 * Three counts over one sliding window, each from the login history:
 * - an account locks after `LOCKOUT.failures` wrong passwords (from anywhere) in the window;
 * - one address gets at most `ADDRESS_ACCOUNT_LIMIT` wrong passwords per account in the window,
 *   fewer than the lock needs, so a single source can never lock someone out;
 * - one address with `IP_FAILURE_LIMIT` failures of any kind in the window is refused outright.
 * A lock that has run out, or a successful sign-in, starts the account's count afresh; a super
 * administrator's unblock of an address (`address_clearances`) starts both per-address counts
 * afresh, and their unlock of an account ends its lock as if it had run out.
 */
export const LOCKOUT = { failures: 10, minutes: 15 };
export const ADDRESS_ACCOUNT_LIMIT = 5;
export const IP_FAILURE_LIMIT = 100;

/** Why an attempt failed, as kept in the login history. */
export enum LoginFailure {
  /** A wrong password (sign-in or the current password of a password change): counted. */
  Password = "password",
  Locked = "locked",
  AddressLimited = "address-limited",
  Inactive = "inactive",
  NotAdministrator = "not-administrator",
  /** An administrator presented by a sibling system's token: they sign in with their password. */
  CrossSystemAdministrator = "cross-system-administrator",
}

const busyAddress = () =>
  tooManyRequests("Too many failed sign-in attempts from this address.", LOCKOUT.minutes * 60);

function lockedError(until: Date) {
  return tooManyRequests(
    "This account is locked after too many failed sign-in attempts.",
    (until.getTime() - Date.now()) / 1000,
  );
}

/**
 * The failures counted against an address now, in one statement: all of them, and the wrong
 * passwords for one account or attempted name (counted alike whether the account exists or not,
 * so the answers never tell). The window starts at the address's latest unblock if that is later.
 */
const ADDRESS_COUNTS = `
  with since as (
    select greatest(now() - make_interval(mins => ?),
      coalesce((select max(created_at) from address_clearances where ip_address = ?), '-infinity')) as t
  )
  select count(*)::int as from_address,
    count(*) filter (where a.reason = ? and (a.user_id = ? or lower(a.username) = lower(?)))::int
      as against_account
  from login_attempts a, since
  where a.ip_address = ? and not a.success and a.created_at > since.t`;

/**
 * The attempted name as the login history keeps it and the per-address count compares it:
 * NFKC-normalized and trimmed like usernames (compared in lower case), cut to 100 code points.
 */
const attemptedName = (username: string) => storable(normalizeUsername(username), 100);

/**
 * A name no account has locks like an account would (so its answers do not tell): after
 * `LOCKOUT.failures` wrong passwords in the window, until the window has passed the last of them
 * (attempts refused meanwhile are not wrong passwords, so the lock ends as an account's does).
 */
const NAME_LOCK = `
  select count(*)::int as n, max(created_at) + make_interval(mins => ?) as until
  from login_attempts
  where user_id is null and lower(username) = lower(?) and reason = ?
    and created_at > now() - make_interval(mins => ?)`;

export class LockoutService {
  constructor(private readonly em: EntityManager) {}

  /** Refuses (429) an address or account that may not try now, before any password is checked. */
  async check(username: string, user: User | null, meta: RequestMeta): Promise<void> {
    const [counts] = await this.em.execute<{ from_address: number; against_account: number }[]>(
      ADDRESS_COUNTS,
      [
        LOCKOUT.minutes,
        meta.ipAddress,
        LoginFailure.Password,
        user?.id ?? null,
        attemptedName(username),
        meta.ipAddress,
      ],
    );
    if (counts.from_address >= IP_FAILURE_LIMIT) throw busyAddress();
    const lockedUntil = user ? user.lockedUntil : await this.nameLockedUntil(this.em, username);
    if (lockedUntil && lockedUntil > new Date()) {
      await this.fail(username, user, meta, LoginFailure.Locked);
      throw lockedError(lockedUntil);
    }
    if (counts.against_account >= ADDRESS_ACCOUNT_LIMIT) {
      await this.fail(username, user, meta, LoginFailure.AddressLimited);
      throw busyAddress();
    }
  }

  /** Until when a name no account has is locked, or null. */
  private async nameLockedUntil(em: EntityManager, username: string): Promise<Date | null> {
    const [row] = await em.execute<{ n: number; until: Date | null }[]>(NAME_LOCK, [
      LOCKOUT.minutes,
      attemptedName(username),
      LoginFailure.Password,
      LOCKOUT.minutes,
    ]);
    return row.n >= LOCKOUT.failures && row.until ? new Date(row.until) : null;
  }

  /**
   * Records a failed attempt in its own transaction, whatever the rest of the request does: the
   * typed name is stored normalized and made safe, so no input can make the record fail and undo
   * the count, and no variant of a name (letter case, NFKC forms) starts a count of its own.
   * A wrong password that fills the account's window locks it: the 429 is thrown then.
   */
  async fail(
    username: string,
    user: User | null,
    meta: RequestMeta,
    reason: LoginFailure,
    extra: Record<string, unknown> = {},
  ) {
    const typed = attemptedName(username);
    const lockedUntil = await this.em.fork().transactional(async tx => {
      if (user) await tx.execute(`select 1 from users where id = ? for update`, [user.id]);
      tx.create(LoginAttempt, {
        user: user?.id ?? null,
        username: typed,
        success: false,
        reason,
        ...meta,
      });
      recordAudit(tx, {
        type: AuditEventType.LoginFailed,
        subjectId: user?.id,
        ...meta,
        details: { username: typed, reason, ...extra },
      });
      if (reason !== LoginFailure.Password) return null;
      await tx.flush();
      if (!user) return this.nameLockedUntil(tx, username);
      const [row] = await tx.execute<{ locked_until: Date | null }[]>(
        `update users u set
           failed_login_count = counted.n,
           locked_until = case when counted.n >= ? then now() + make_interval(mins => ?) else u.locked_until end
         from (select count(*)::int as n from login_attempts a, users v
               where v.id = ? and a.user_id = v.id and a.reason = ?
                 and a.created_at > greatest(now() - make_interval(mins => ?),
                   coalesce(v.last_login, '-infinity'), coalesce(v.locked_until, '-infinity'))) counted
         where u.id = ? returning u.locked_until`,
        [LOCKOUT.failures, LOCKOUT.minutes, user.id, reason, LOCKOUT.minutes, user.id],
      );
      const until = row.locked_until ? new Date(row.locked_until) : null;
      if (!until || until <= new Date()) return null;
      recordAudit(tx, {
        type: AuditEventType.AccountLocked,
        subjectId: user.id,
        ...meta,
        details: { until },
      });
      return until;
    });
    if (lockedUntil) throw lockedError(lockedUntil);
  }
}
