import { type PermissionRows, signedInOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const accountPermissions: PermissionRows = _fixtures => ({
  "Query.me": {
    query: "{ me { id } }",
    rest: { method: "GET", path: "/api/auth/user" },
    expect: signedInOnly,
  },
  "Mutation.updateProfile": {
    query: 'mutation { updateProfile(input: { phone: "555-0100" }) { id } }',
    rest: {
      method: "POST",
      path: "/api/account/update-profile",
      body: () => ({ phone: "555-0100" }),
    },
    expect: signedInOnly,
  },
  "Mutation.changePassword": {
    // A wrong current password: the role check passes, then the service refuses; nothing changes.
    query:
      'mutation { changePassword(input: { currentPassword: "not-it", newPassword: "Valid#2026x", confirmPassword: "Valid#2026x" }) { success } }',
    rest: {
      method: "POST",
      path: "/api/account/change-password",
      body: () => ({
        currentPassword: "not-it",
        newPassword: "Valid#2026x",
        confirmPassword: "Valid#2026x",
      }),
    },
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
});
