import { HttpResponse, type RequestHandler, getResponse, http } from "msw";
import { graphql } from "msw/graphql";
import type { GraphQLResponseBody } from "msw/graphql";
import { setupServer } from "msw/node";
import { readFileSync } from "node:fs";
import type { SessionUser } from "../lib/session/session-context";
import { RenewalRuleDocument } from "../features/admin/ce-ledger/admin-renewals.generated";
import {
  AdminDashboardDocument,
  AdminRecentActivityDocument,
} from "../features/admin/dashboard/admin-dashboard.generated";
import { MyContinuingEducationDocument } from "../features/ce-ledger/ce-ledger.generated";
import { MyCertificatesDocument } from "../features/certificates/certificates.generated";
import { CourseDocument } from "../features/courses/course-detail.generated";
import { CoursesDocument } from "../features/courses/courses.generated";
import {
  MyEnrollmentsDocument,
  MyReceiptsDocument,
} from "../features/dashboard/dashboard.generated";
import { SiteBannersDocument } from "../features/settings/components/site-banners.generated";
import { MyPartnersDocument } from "../features/partners/partner-home.generated";
import { PartnerLearnersDocument } from "../features/partners/partner-people.generated";
import { MeDocument, RefreshSessionDocument } from "../lib/session/session.generated";
import { adminDashboard, recentActivity } from "./admin-dashboard-fixtures";
import { bannerSettings, courses, noLedger } from "./fixtures";
import { connectionOf } from "./lists";

/** The API's GraphQL endpoint as the app in jsdom reaches it (same origin). */
export const endpoint = new URL("/graphql", window.location.origin).href;
export const api = graphql.link(endpoint);

/** Codegen's manifest, hash → text: the app sends its operations by hash. */
export const persistedDocuments = new Map(
  Object.entries<string>(
    JSON.parse(
      readFileSync(new URL("../graphql/persisted-documents.json", import.meta.url), "utf8"),
    ),
  ),
);

/**
 * Finds a hashed operation's text as the API does, then lets the operation handlers (which
 * match on the text) answer it; an unknown hash is PersistedQueryNotFound.
 */
const byHash = http.post(endpoint, async ({ request }) => {
  const body = (await request.clone().json()) as {
    query?: string;
    extensions?: { persistedQuery?: { sha256Hash?: string } };
  };
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  if (body.query !== undefined || hash === undefined) return undefined;
  const query = persistedDocuments.get(hash);
  if (query === undefined) return refused("PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound");
  const withText = new Request(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, query }),
  });
  return getResponse(server.listHandlers() as RequestHandler[], withText);
});

/** The errors of a response the way the API reports a missing record. */
export function notFoundErrors(message: string) {
  return [{ message, extensions: { code: "NOT_FOUND" } }];
}

/** An answer without data, which fits every operation. */
export type Refusal = HttpResponse<GraphQLResponseBody<never>>;

/** A coded refusal the way the API sends it (UNAUTHENTICATED, CONFLICT, ...). */
export function refused(code: string, message: string, init?: ResponseInit): Refusal {
  return HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }, init);
}

/** The server's refusal of each named input field (`extensions.fields`), as `invalidFields` sends. */
export const refusedFields = (fields: Record<string, string>): Refusal =>
  HttpResponse.json({
    data: null,
    errors: [
      {
        message: Object.values(fields)[0],
        extensions: { code: "BAD_USER_INPUT", fields },
      },
    ],
  });

/** The server knows this user from the session cookie. */
export function signedInAs(user: SessionUser) {
  server.use(
    api.query(MeDocument, () => HttpResponse.json({ data: { __typename: "Query", me: user } })),
  );
}

export const handlers = [
  byHash,
  api.query(CoursesDocument, () => HttpResponse.json({ data: { __typename: "Query", courses } })),
  api.query(CourseDocument, ({ variables }) => {
    const found = courses.find(candidate => candidate.id === variables.id);
    if (!found) {
      return HttpResponse.json({ data: null, errors: notFoundErrors(`No course ${variables.id}`) });
    }
    return HttpResponse.json({ data: { __typename: "Query", course: found } });
  }),
  api.query(SiteBannersDocument, () => HttpResponse.json({ data: bannerSettings })),
  // The admin dashboard (the first admin screen) answers with its fixtures unless a test says otherwise.
  api.query(AdminDashboardDocument, () => HttpResponse.json({ data: adminDashboard })),
  api.query(AdminRecentActivityDocument, () => HttpResponse.json({ data: recentActivity() })),
  // The settings page's renewal rule: the defaults unless a test says otherwise.
  api.query(RenewalRuleDocument, () =>
    HttpResponse.json({
      data: {
        __typename: "Query",
        renewalRule: { __typename: "RenewalRule", requiredHours: 8, periodMonths: 24 },
      },
    }),
  ),
  // A signed-in learner has no enrollments unless a test says otherwise.
  api.query(MyEnrollmentsDocument, () =>
    HttpResponse.json({ data: { __typename: "Query", myEnrollments: [] } }),
  ),
  api.query(MyReceiptsDocument, () =>
    HttpResponse.json({ data: { __typename: "Query", myReceipts: [] } }),
  ),
  api.query(MyCertificatesDocument, () =>
    HttpResponse.json({ data: { __typename: "Query", myCertificates: [] } }),
  ),
  // A signed-in user administers no partner unless a test says otherwise.
  api.query(MyPartnersDocument, () =>
    HttpResponse.json({ data: { __typename: "Query", myPartners: [] } }),
  ),
  // A partner's page opens on its learners: none unless a test says otherwise.
  api.query(PartnerLearnersDocument, () =>
    HttpResponse.json({
      data: { __typename: "Query", partnerLearners: connectionOf("PartnerLearner", []) },
    }),
  ),
  // A learner without an initial certification unless a test says otherwise.
  api.query(MyContinuingEducationDocument, () =>
    HttpResponse.json({ data: { __typename: "Query", myContinuingEducation: noLedger } }),
  ),
  // Visitors are signed out unless a test says otherwise.
  api.query(MeDocument, () =>
    refused("UNAUTHENTICATED", "You need to be logged in to view this content."),
  ),
  api.mutation(RefreshSessionDocument, () =>
    refused("UNAUTHENTICATED", "Your session has expired. Please log in again."),
  ),
];

export const server = setupServer(...handlers);
