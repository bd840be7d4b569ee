import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { subjectOf } from "./oidc-subject.rules.js";

/** The provider's session cookie: its value is the id of the browser's provider session. */
export const PROVIDER_SESSION_COOKIE = "_oidc_session";

export const OIDC_BACKCHANNEL_JOB = "oidc.backchannel-logout";

/** One logout token to send: to a client, for an account (`sub`) and its session there (`sid`). */
export interface BackchannelLogoutData {
  clientId: string;
  sub: string;
  sid: string;
}

/**
 * The provider's sessions of an account, ended with the portal's: what the provider keeps for
 * the account (its sessions, grants, codes and access tokens) is deleted in the caller's
 * transaction, so a relying party's next call with them is refused and the next sign-in starts
 * afresh on the portal. In the same transaction, every client of those sessions that registered
 * a back-channel logout URI is queued a logout token (`oidc.backchannel-logout`).
 */
export class OidcSessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Ends every provider session of the user, or only the one named (the browser's, at sign-out)
   * with the grants and tokens its clients got. Answers how many stored items ended.
   */
  async endForUser(userId: number, sessionId?: string): Promise<number> {
    const sub = subjectOf(userId);
    if (sessionId === undefined) return this.endWhere("account_id = ?", [sub]);
    // The named session's grants (their codes and tokens end with it).
    const sessions = await this.em.execute<{ id: string; grants: string[] }[]>(
      `select s.id, coalesce(array_agg(a.value->>'grantId') filter
                (where a.value->>'grantId' is not null), '{}') as grants
         from oidc_payloads s
         left join lateral jsonb_each(coalesce(s.payload->'authorizations', '{}'::jsonb)) a on true
        where s.kind = 'Session' and s.account_id = ? and s.id = ?
        group by s.id`,
      [sub, sessionId],
    );
    await this.notify("s.account_id = ? and s.id = ?", [sub, sessionId]);
    if (!sessions.length) return 0;
    const { grants } = sessions[0];
    const one = await this.em.execute<{ affectedRows: number }>(
      `delete from oidc_payloads where account_id = ?
          and ((kind = 'Session' and id = ?) ${grants.length ? "or (kind = 'Grant' and id in (?)) or grant_id in (?)" : ""})`,
      grants.length ? [sub, sessionId, grants, grants] : [sub, sessionId],
      "run",
    );
    return one.affectedRows;
  }

  /** A force logout of everyone: every account's provider sessions but the administrator's. */
  endForEveryoneBut(userId: number): Promise<number> {
    return this.endWhere("account_id <> ?", [subjectOf(userId)]);
  }

  /** Notifies and deletes everything the provider keeps for the accounts `condition` names. */
  private async endWhere(condition: string, params: unknown[]): Promise<number> {
    await this.notify(`s.${condition}`, params);
    const ended = await this.em.execute<{ affectedRows: number }>(
      `delete from oidc_payloads where ${condition}`,
      params,
      "run",
    );
    return ended.affectedRows;
  }

  /** Queues a logout token for each client of the live sessions `condition` names (alias `s`). */
  private async notify(condition: string, params: unknown[]): Promise<void> {
    const notices = await this.em.execute<BackchannelLogoutData[]>(
      `select c.client_id as "clientId", s.account_id as sub, a.value->>'sid' as sid
         from oidc_payloads s
         cross join lateral jsonb_each(coalesce(s.payload->'authorizations', '{}'::jsonb)) a
         join oidc_clients c on c.client_id = a.key
        where s.kind = 'Session' and ${condition}
          and (s.expires_at is null or s.expires_at > now())
          and c.revoked_at is null and c.backchannel_logout_uri is not null`,
      params,
    );
    for (const notice of notices) {
      await this.deps.jobs.send(OIDC_BACKCHANNEL_JOB, notice, { em: this.em });
    }
  }
}
