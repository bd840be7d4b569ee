import { type RestRoute, enumNames, pageQuery } from "../../rest/route.js";
import { MailStatus } from "./outbox-mail.entity.js";

/** The REST query names a status by its value (`pending`); GraphQL by the enum's name. */
const STATUSES = enumNames(MailStatus);

/** The documented /api paths of this module, each answered by an operation of mail.rest.graphql. */
export const mailRoutes: RestRoute[] = [
  {
    // The answer is the list, a page at a time (`first`, `after`, `Link`).
    method: "GET",
    path: "/api/admin/outbox",
    operation: "AdminOutbox",
    variables: ({ query }) => ({
      ...pageQuery({ query }),
      filter: {
        search: query.q ?? null,
        status: query.status ? STATUSES.toName(query.status) : null,
      },
    }),
    response: data => (data.outbox as { edges: { node: unknown }[] }).edges.map(edge => edge.node),
  },
];
