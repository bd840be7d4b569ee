// The part of oidc-provider's API the portal uses (the package ships no types): modules/oidc.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** What the provider stores per model (Session, Grant, AuthorizationCode, Client...). */
  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  /** The Koa context of a provider request, as far as the portal's hooks read it. */
  export interface OidcContext {
    type: string;
    body: unknown;
    status: number;
    oidc?: { client?: { clientId: string; clientName?: string } };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export type Configuration = Record<string, unknown>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export namespace interactionPolicy {
    class Check {
      constructor(reason: string, description: string, check: (ctx: never) => boolean);
    }
    interface Prompt {
      name: string;
      checks: { add(check: Check): void };
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly Client: {
      prototype: { clientSecret?: string; compareClientSecret(actual: string): Promise<boolean> };
      find(id: string): Promise<Client | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  /** A registered client, as the back-channel logout job uses it. */
  export interface Client {
    clientId: string;
    /** Its registered redirect URIs (the provider's PKCE rule reads them). */
    redirectUris?: string[];
    backchannelLogoutUri?: string;
    /** Signs a logout token for the account and session and posts it (throws on other than 200/204). */
    backchannelLogout(sub: string, sid: string): Promise<void>;
  }

  export class OIDCProviderError extends Error {
    error: string;
    error_description?: string;
    statusCode: number;
  }

  export const errors: {
    InvalidGrant: new (description?: string) => OIDCProviderError;
    OIDCProviderError: typeof OIDCProviderError;
  };
}
