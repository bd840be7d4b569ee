import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const contactPermissions: PermissionRows = fixtures => ({
  "Mutation.submitContactMessage": {
    query: "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }",
    variables: () => ({
      input: {
        name: "Pat Visitor",
        email: `visitor-${fixtures.unique()}@example.com`,
        subject: "OTHER",
        message: "Hello there.",
      },
    }),
    rest: {
      method: "POST",
      path: "/api/contact",
      body: vars => ({ ...(vars.input as object), subject: "other" }),
      status: 201,
    },
    expect: everyone,
  },
  "Query.contactMessages": {
    query: "{ contactMessages(first: 5) { edges { node { id } } totalCount } }",
    expect: adminsOnly,
  },
  "Mutation.markContactMessageHandled": {
    query: "mutation($id: Int!) { markContactMessageHandled(id: $id, handled: true) { handled } }",
    // No such message: the role check answers first; contact.test.ts marks real ones.
    variables: () => ({ id: 2_000_000_000 }),
    expect: { ...adminsOnly, default: "NOT_FOUND" },
  },
});
