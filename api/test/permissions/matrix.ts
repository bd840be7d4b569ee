/**
 * The permission matrix's vocabulary. Each module states who may call each of its root fields
 * (`api/test/permissions/<domain>.permissions.ts`, kept out of the production build); api/test/permissions.test.ts runs every row × every caller over
 * /graphql and REST, and fails on a root field without a row.
 */
export type Who =
  | "anonymous"
  | "learner"
  | "otherLearner"
  /**
   * A learner who manages an agency (with seats of the fixtures' course): answered as
   * otherLearner (a learner who is not the rows' learner) unless a row says otherwise.
   */
  | "agencyManager"
  /**
   * A learner who administers partner A (the fixtures' partnerId), and one who administers
   * partner B: answered as otherLearner unless a row says otherwise. A row that names either
   * runs both over /graphql and REST; any other row runs partnerAdmin over /graphql only
   * (permissions.test.ts, `runs`).
   */
  | "partnerAdmin"
  | "otherPartnerAdmin"
  | "admin"
  | "superAdmin";
export type SignedInWho = Exclude<Who, "anonymous">;
/** Past the role check, a business rule may still refuse (e.g. NOT_FOUND for an unknown payment). */
export type Outcome =
  "OK" | "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT" | "BAD_REQUEST" | "NOT_FOUND";

export interface PermissionRow {
  query: string;
  variables?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  rest?: {
    method: "GET" | "POST" | "PATCH" | "DELETE";
    path: string | ((vars: Record<string, unknown>) => string);
    body?: (vars: Record<string, unknown>) => unknown;
    status?: number;
  };
  expect: Outcome | (Partial<Record<Who, Outcome>> & { default: Outcome });
  /** Runs on a session of its own: the call ends or rotates the session it is made with. */
  freshSession?: boolean;
  /** When allowed, the call ends other users' sessions: the test signs its callers in again. */
  endsOtherSessions?: boolean;
}

/** What the test hands the rows (read when a row runs): its own users, course and tokens. */
export interface PermissionFixtures {
  unique(): string;
  /** The username and password of the test's own account for that kind of caller. */
  credentials(who: SignedInWho): readonly [string, string];
  courseId(): number;
  /** The active enrollment agreement's id. */
  agreementDocumentId(): number;
  /** A sign-in token from a sibling system, for a learner. */
  siblingToken(): Promise<string>;
  /** A new plain administrator's account (none of the callers): its id. */
  newAdmin(): Promise<number>;
  /** Partner A, administered by the partnerAdmin caller. */
  partnerId(): number;
}

/**
 * Rows by root field (`Mutation.adminResetPassword`); more cases of the same field add
 * `Mutation.adminResetPassword (what differs)`.
 */
export type PermissionRows = (fixtures: PermissionFixtures) => Record<string, PermissionRow>;

export const everyone = "OK" as const;
export const signedInOnly = { anonymous: "UNAUTHENTICATED", default: "OK" } as const;
export const adminsOnly = {
  anonymous: "UNAUTHENTICATED",
  learner: "FORBIDDEN",
  otherLearner: "FORBIDDEN",
  default: "OK",
} as const;
/** SuperAdmins only (the role on the field, or the service's check on an administrator's account). */
export const superAdminsOnly = {
  anonymous: "UNAUTHENTICATED",
  learner: "FORBIDDEN",
  otherLearner: "FORBIDDEN",
  admin: "FORBIDDEN",
  default: "OK",
} as const;
/**
 * A partner's own operation on partner A: its administrators and the academy's; anyone else
 * (partner B's administrator included) is refused alike.
 */
export const partnerScoped = {
  anonymous: "UNAUTHENTICATED",
  partnerAdmin: "OK",
  otherPartnerAdmin: "FORBIDDEN",
  admin: "OK",
  superAdmin: "OK",
  default: "FORBIDDEN",
} as const;
export const input = (vars: Record<string, unknown>) => vars.input;
