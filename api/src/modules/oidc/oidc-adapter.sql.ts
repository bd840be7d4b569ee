import type { Adapter, AdapterPayload } from "oidc-provider";
import { isStorableText } from "../../util/text.js";

/** Runs one statement (knex-style `?` placeholders) and answers its rows. */
export type Sql = <T = Record<string, unknown>>(query: string, params: unknown[]) => Promise<T[]>;

/** The client metadata oidc-provider reads for a client id (the `Client` model). */
export type ClientMetadata = (clientId: string) => Promise<AdapterPayload | undefined>;

interface Row {
  payload: AdapterPayload;
  consumed: number | null;
}

const SELECT = `select payload, extract(epoch from consumed_at)::int as consumed
  from oidc_payloads`;

/** A row's payload as the library wrote it, with `consumed` (epoch seconds) once consumed. */
const payloadOf = (rows: Row[]): AdapterPayload | undefined => {
  const [row] = rows;
  if (!row) return undefined;
  return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
};

/**
 * oidc-provider's storage in PostgreSQL (table `oidc_payloads`), one instance per model. `consume`
 * is one conditional UPDATE: of two token requests with one code, exactly one marks it, the other
 * is refused (`invalid_grant`) even when both read it unconsumed. Clients are not stored here:
 * they come from `oidc_clients` (`clientMetadata`).
 */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly sql: Sql,
    private readonly clientMetadata: ClientMetadata,
    /** The library's `invalid_grant` (errors.InvalidGrant), made with a description. */
    private readonly invalidGrant: (description: string) => Error,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.sql(
      `insert into oidc_payloads
         (kind, id, payload, grant_id, uid, user_code, account_id, expires_at)
       values (?, ?, ?::jsonb, ?, ?, ?, ?, now() + make_interval(secs => ?))
       on conflict (kind, id) do update set payload = excluded.payload,
         grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code,
         account_id = excluded.account_id, expires_at = excluded.expires_at`,
      [
        this.kind,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        typeof payload.accountId === "string" ? payload.accountId : null,
        // No lifetime: kept until destroyed (a row the sweep never removes on its own).
        expiresIn ?? null,
      ],
    );
  }

  /**
   * The ids, uids and codes a caller sends are looked up as they are: one PostgreSQL cannot store
   * (a NUL, a lone surrogate) names no row, and is not sent to the database (it would refuse it).
   */
  async find(id: string): Promise<AdapterPayload | undefined> {
    if (!isStorableText(id)) return undefined;
    if (this.kind === "Client") return this.clientMetadata(id);
    return payloadOf(await this.sql<Row>(`${SELECT} where kind = ? and id = ?`, [this.kind, id]));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    if (!isStorableText(uid)) return undefined;
    return payloadOf(await this.sql<Row>(`${SELECT} where kind = ? and uid = ?`, [this.kind, uid]));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    if (!isStorableText(userCode)) return undefined;
    return payloadOf(
      await this.sql<Row>(`${SELECT} where kind = ? and user_code = ?`, [this.kind, userCode]),
    );
  }

  async consume(id: string): Promise<void> {
    const marked = await this.sql(
      `update oidc_payloads set consumed_at = now()
        where kind = ? and id = ? and consumed_at is null returning id`,
      [this.kind, id],
    );
    // Another request consumed it between the library's read and this write.
    if (!marked.length) throw this.invalidGrant("authorization code already consumed");
  }

  async destroy(id: string): Promise<void> {
    await this.sql(`delete from oidc_payloads where kind = ? and id = ?`, [this.kind, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.sql(`delete from oidc_payloads where kind = ? and grant_id = ?`, [
      this.kind,
      grantId,
    ]);
  }
}
