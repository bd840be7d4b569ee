import type { Client } from "../client.js";

/** What Event Verification answers per group, as the admin screen asks for it. */
const ANOMALY = "anomalies { key code type reason timestamp recordIds flagged resolved }";
const GROUP = `verified message checked anomalyCount resolvedCount computedAt ${ANOMALY}`;
export const QUERIES = {
  enrollments: `query($fresh: Boolean) { enrollmentVerification(fresh: $fresh) {
    ${GROUP} grants data { id username adminEnrolled grantedBy } } }`,
  payments: `query($fresh: Boolean) { paymentVerification(fresh: $fresh) { ${GROUP} } }`,
  courses: `query($fresh: Boolean) { courseVerification(fresh: $fresh) { ${GROUP} } }`,
  security: `query($fresh: Boolean) { securityAudit(fresh: $fresh) { ${GROUP} data { code count } } }`,
} as const;
const FIELDS = {
  enrollments: "enrollmentVerification",
  payments: "paymentVerification",
  courses: "courseVerification",
  security: "securityAudit",
} as const;

export interface Anomaly {
  key: string;
  code: string;
  type: string;
  reason: string;
  timestamp: string | null;
  recordIds: string[];
  flagged: boolean;
  resolved: boolean;
}
export interface Group {
  verified: boolean;
  message: string;
  checked: number;
  anomalyCount: number;
  resolvedCount: number;
  computedAt: string;
  anomalies: Anomaly[];
  grants?: number;
  data?: { id: number; username: string; adminEnrolled: boolean; grantedBy: string | null }[];
}

export type VerificationGroup = keyof typeof QUERIES;

/** One group's findings, asked by `admin` (`fresh`: the checks run again, not the cache). */
export async function verifyGroup(
  admin: Client,
  group: VerificationGroup,
  fresh = true,
): Promise<Group> {
  const { body } = await admin.graphql<Record<string, Group>>(QUERIES[group], { fresh });
  expect(body.errors).toBeUndefined();
  return body.data![FIELDS[group]];
}

/** A group's anomalies of one check. */
export const found = (result: Group, code: string) => result.anomalies.filter(a => a.code === code);
