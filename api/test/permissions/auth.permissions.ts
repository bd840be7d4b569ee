import { type PermissionRows, everyone, signedInOnly, input } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const authPermissions: PermissionRows = fixtures => ({
  "Mutation.login": {
    query: "mutation($input: LoginInput!) { login(input: $input) { id } }",
    variables: () => {
      const [username, password] = fixtures.credentials("learner");
      return { input: { username, password } };
    },
    rest: { method: "POST", path: "/api/auth/login", body: input },
    expect: everyone,
  },
  "Mutation.adminLogin": {
    query: "mutation($input: LoginInput!) { adminLogin(input: $input) { id } }",
    variables: () => {
      const [username, password] = fixtures.credentials("admin");
      return { input: { username, password } };
    },
    rest: { method: "POST", path: "/api/admin-login", body: input },
    expect: everyone,
  },
  "Mutation.register": {
    query: "mutation($input: RegisterInput!) { register(input: $input) { id } }",
    variables: () => {
      const name = `reg${fixtures.unique()}`;
      return {
        input: {
          firstName: "Reg",
          lastName: "Ister",
          email: `${name}@example.com`,
          username: name,
          password: "Unusual#2026",
          confirmPassword: "Unusual#2026",
        },
      };
    },
    rest: { method: "POST", path: "/api/auth/register", body: input, status: 201 },
    expect: everyone,
  },
  "Mutation.requestPasswordReset": {
    query: "mutation($email: String!) { requestPasswordReset(email: $email) { success message } }",
    variables: () => ({ email: `nobody-${fixtures.unique()}@example.com` }),
    rest: { method: "POST", path: "/api/auth/forgot-password", body: vars => vars },
    expect: everyone,
  },
  "Mutation.resetPassword": {
    // Past the role check to the service: nobody has this link.
    query:
      "mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }",
    variables: () => ({
      input: {
        token: "no-such-token",
        newPassword: "Unusual#2026",
        confirmPassword: "Unusual#2026",
      },
    }),
    rest: { method: "POST", path: "/api/auth/reset-password", body: input },
    expect: { default: "BAD_USER_INPUT" },
  },
  "Mutation.refreshSession": {
    query: "mutation { refreshSession { success } }",
    rest: { method: "POST", path: "/api/auth/refresh" },
    expect: signedInOnly,
    freshSession: true,
  },
  "Mutation.logout": {
    query: "mutation { logout { success } }",
    rest: { method: "POST", path: "/api/auth/logout" },
    expect: everyone,
    freshSession: true,
  },
  "Mutation.validateToken": {
    query: "mutation($token: String!) { validateToken(token: $token) { id } }",
    variables: async () => ({ token: await fixtures.siblingToken() }),
    rest: { method: "POST", path: "/api/auth/validate-token", body: vars => vars },
    expect: everyone,
  },
  "Mutation.deepLink": {
    query: 'mutation { deepLink(system: "lms", path: "/my") { redirectUrl } }',
    rest: {
      method: "POST",
      path: "/api/auth/deep-link",
      body: () => ({ system: "lms", path: "/my" }),
    },
    expect: signedInOnly,
  },
});
