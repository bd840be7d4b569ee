import { isIP } from "node:net";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { IP_FAILURE_LIMIT, LOCKOUT } from "../auth/lockout.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { AddressClearance } from "./address-clearance.entity.js";
import { checkUserId } from "./security.service.js";
import type { IntrusionReportObject, UnblockResultObject } from "./security.types.js";

const SHOWN = 100;

/**
 * What the lockout refuses now, and the super administrator's way out of it: unlocking an
 * account ends its lock as if it had run out (its count starts afresh, as after a success), and
 * unblocking an address records a clearance the per-address counts start from. Neither can be
 * reached from the sign-in path, so no attacker input clears a lock or a block.
 */
export class IntrusionService {
  constructor(private readonly em: EntityManager) {}

  async report(): Promise<IntrusionReportObject> {
    const [locked, blocked] = await Promise.all([
      this.em.execute<
        { id: number; username: string; locked_until: Date; failed_login_count: number }[]
      >(
        `select id, username, locked_until, failed_login_count from users
         where locked_until > now() order by locked_until desc, id desc limit ${SHOWN}`,
      ),
      this.em.execute<{ ip_address: string; failures: number; last_attempt_at: Date }[]>(
        `select a.ip_address, count(*)::int as failures, max(a.created_at) as last_attempt_at
         from login_attempts a
         where not a.success and a.ip_address is not null
           and a.created_at > now() - make_interval(mins => ?)
           and a.created_at > coalesce((select max(c.created_at) from address_clearances c
                                        where c.ip_address = a.ip_address), '-infinity')
         group by a.ip_address having count(*) >= ?
         order by last_attempt_at desc limit ${SHOWN}`,
        [LOCKOUT.minutes, IP_FAILURE_LIMIT],
      ),
    ]);
    return {
      lockedAccounts: locked.map(row => ({
        userId: row.id,
        username: row.username,
        lockedUntil: new Date(row.locked_until),
        failedLoginCount: row.failed_login_count,
      })),
      blockedAddresses: blocked.map(row => ({
        ipAddress: row.ip_address,
        failures: row.failures,
        lastAttemptAt: new Date(row.last_attempt_at),
      })),
      addressLimit: IP_FAILURE_LIMIT,
      windowMinutes: LOCKOUT.minutes,
    };
  }

  /**
   * Ends an account's lock: `locked_until` becomes now, an expired lock, which is where the
   * lockout starts the account's count from (as after a successful sign-in).
   */
  async unlock(userId: number, actor: Viewer, meta: RequestMeta): Promise<UnblockResultObject> {
    checkUserId(userId);
    return this.em.transactional(async tx => {
      const [user] = await tx.execute<{ id: number; locked: boolean }[]>(
        `select id, coalesce(locked_until > now(), false) as locked from users where id = ? for update`,
        [userId],
      );
      if (!user) throw notFound("User not found");
      if (!user.locked) return { success: true, message: "The account is not locked." };
      await tx.execute(
        `update users set locked_until = now(), failed_login_count = 0 where id = ?`,
        [userId],
      );
      new AuditService(tx).record({
        type: AuditEventType.AccountUnlocked,
        actorId: actor.id,
        subjectId: userId,
        ...meta,
      });
      return { success: true, message: "The account has been unlocked." };
    });
  }

  /** Lets an address sign in again: its per-address counts start from now. */
  async unblock(ipAddress: string, actor: Viewer, meta: RequestMeta): Promise<UnblockResultObject> {
    const address = ipAddress.trim();
    if (address.length > 64 || !isIP(address)) throw badInput("Invalid IP address");
    return this.em.transactional(async tx => {
      tx.create(AddressClearance, { ipAddress: address, clearedBy: actor.id });
      new AuditService(tx).record({
        type: AuditEventType.AddressUnblocked,
        actorId: actor.id,
        ...meta,
        details: { ipAddress: address },
      });
      return { success: true, message: `The address ${address} has been unblocked.` };
    });
  }
}
