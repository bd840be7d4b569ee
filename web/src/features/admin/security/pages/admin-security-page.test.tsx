import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AuditLogDocument,
  ForceLogoutAllUsersDocument,
  ForceLogoutUserDocument,
  SecurityDashboardDocument,
  SecurityUserSearchDocument,
  UserTokenInfoDocument,
  type AuditLogQuery,
  type SecurityDashboardQuery,
  type UserTokenInfoQuery,
} from "../admin-security.generated";
import type { AuditLogFilter } from "../../../../graphql/types";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";

const dashboard: SecurityDashboardQuery = {
  __typename: "Query",
  securityDashboard: {
    __typename: "SecurityDashboard",
    cards: [
      ["activeSessions", "Active Sessions", 12, 30, 25],
      ["securityIncidents", "Security Incidents", 2, 2, 5],
      ["blockedIps", "Blocked IPs", 0, 1, 1],
      ["tokenRevocations", "Token Revocations", 7, 7, 3],
    ].map(([key, title, value, thisWeek, previousWeek]) => ({
      __typename: "SecurityCard" as const,
      key: String(key),
      title: String(title),
      value: Number(value),
      thisWeek: Number(thisWeek),
      previousWeek: Number(previousWeek),
      description: "counted",
    })),
    status: [
      {
        __typename: "SecurityStatusItem",
        name: "Mail",
        state: "PARTIAL",
        label: "Held",
        detail: "SMTP_URL is not set",
      },
    ],
  },
};

const tokenInfo: UserTokenInfoQuery = {
  __typename: "Query",
  userTokenInfo: {
    __typename: "UserTokenInfo",
    success: true,
    user: {
      __typename: "SecurityUser",
      id: 42,
      username: "pat",
      email: "pat@example.com",
      tokenVersion: 3,
      lastCredentialChange: null,
      adminStatus: "Regular User",
    },
    securityInfo: {
      __typename: "UserSecurityInfo",
      activeSessions: 1,
      lastLogin: "2026-11-20T10:00:00Z",
      lockedUntil: null,
      failedLoginCount: 0,
      loginHistory: [
        {
          __typename: "LoginHistoryEntry",
          id: "9",
          createdAt: "2026-11-20T10:00:00Z",
          success: false,
          reason: "password",
          ipAddress: "203.0.113.5",
          userAgent: "Firefox",
        },
      ],
    },
  },
};

type AuditEntry = AuditLogQuery["auditLog"]["edges"][number]["node"];
const auditEntry = (
  id: string,
  message: string,
  target: AuditEntry["target"],
  type = "payment.refunded",
): AuditEntry => ({
  __typename: "AuditLogEntry",
  id,
  type,
  message,
  actorUsername: "manager",
  subjectUsername: null,
  ipAddress: "203.0.113.5",
  createdAt: "2026-11-20T10:00:00Z",
  target,
});

/** Answers the audit log with `entries`, keeping the filters it was asked with. */
function answerAuditLog(entries: AuditEntry[]) {
  const filters: (AuditLogFilter | null | undefined)[] = [];
  server.use(
    api.query(AuditLogDocument, ({ variables }) => {
      filters.push(variables.filter);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          auditLog: connectionOf("AuditLog", entries),
        },
      });
    }),
  );
  return filters;
}

async function openSecurity() {
  signedInAs(administrator);
  server.use(api.query(SecurityDashboardDocument, () => HttpResponse.json({ data: dashboard })));
  await renderPage("/admin/security");
  await screen.findByRole("heading", { name: "Security Dashboard", level: 1 });
}

describe("the security dashboard", () => {
  it("shows the server's cards with their week-over-week change and the status list", async () => {
    await openSecurity();
    const sessions = await screen.findByRole("group", { name: "Active Sessions" });
    expect(sessions).toHaveTextContent("12");
    expect(sessions).toHaveTextContent("+5 from last week");
    expect(screen.getByRole("group", { name: "Security Incidents" })).toHaveTextContent(
      "-3 from last week",
    );
    expect(screen.getByText("Held")).toBeInTheDocument();
  });

  it("looks a user up, shows their login history and forces them out", async () => {
    const asked: number[] = [];
    server.use(
      api.query(UserTokenInfoDocument, ({ variables }) => {
        asked.push(variables.userId);
        return HttpResponse.json({ data: tokenInfo });
      }),
      api.mutation(ForceLogoutUserDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            forceLogoutUser: {
              __typename: "ForceLogoutResult",
              success: true,
              message: "User has been successfully forced to log out.",
              userId: 42,
            },
          },
        }),
      ),
    );
    await openSecurity();
    fireEvent.change(screen.getByPlaceholderText("Enter user ID"), { target: { value: "42" } });
    fireEvent.click(screen.getByRole("button", { name: "Get Token Info" }));
    expect(await screen.findByText("pat@example.com")).toBeInTheDocument();
    expect(screen.getByText("Regular User")).toBeInTheDocument();
    expect(screen.getByText("Never")).toBeInTheDocument(); // no password change yet
    const history = screen.getByRole("table", { name: "Recent login attempts" });
    expect(within(history).getByText("Failed")).toBeInTheDocument();
    expect(asked).toEqual([42]);
    fireEvent.click(screen.getByRole("button", { name: "Force Logout This User" }));
    expect(await screen.findByText("User logged out")).toBeInTheDocument();
    expect(screen.getByText("User has been successfully forced to log out.")).toBeInTheDocument();
  });

  it("says 'Invalid User ID' in a toast and asks nothing for an ID that is not a number", async () => {
    const asked: number[] = [];
    server.use(
      api.query(UserTokenInfoDocument, ({ variables }) => {
        asked.push(variables.userId);
        return HttpResponse.json({ data: tokenInfo });
      }),
    );
    await openSecurity();
    fireEvent.change(screen.getByPlaceholderText("Enter user ID"), { target: { value: "4x2" } });
    fireEvent.click(screen.getByRole("button", { name: "Get Token Info" }));
    expect(await screen.findByText("Invalid User ID")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Enter user ID")).toHaveAccessibleDescription(
      "Please enter a valid user ID",
    );
    expect(asked).toEqual([]);
  });

  it("finds a user by name and looks their ID up", async () => {
    const asked: number[] = [];
    const searched: string[] = [];
    server.use(
      api.query(SecurityUserSearchDocument, ({ variables }) => {
        searched.push(variables.search);
        return HttpResponse.json({
          data: {
            __typename: "Query",
            adminUsers: {
              __typename: "AdminUserConnection",
              edges: [
                {
                  __typename: "AdminUserEdge",
                  node: {
                    __typename: "AdminUser",
                    id: 42,
                    username: "pat",
                    email: "pat@example.com",
                  },
                },
              ],
            },
          },
        });
      }),
      api.query(UserTokenInfoDocument, ({ variables }) => {
        asked.push(variables.userId);
        return HttpResponse.json({ data: tokenInfo });
      }),
    );
    await openSecurity();
    const find = screen.getByRole("search", { name: "Find a user" });
    fireEvent.change(within(find).getByLabelText("Find a user"), { target: { value: "pat" } });
    fireEvent.submit(find);
    fireEvent.click(await screen.findByRole("button", { name: "pat (pat@example.com), ID 42" }));
    expect(await screen.findByText("Regular User")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Enter user ID")).toHaveValue("42");
    expect([searched, asked]).toEqual([["pat"], [42]]);
  });

  it("says the spec's words when the lookup fails", async () => {
    server.use(api.query(UserTokenInfoDocument, () => refused("NOT_FOUND", "User not found")));
    await openSecurity();
    fireEvent.change(screen.getByPlaceholderText("Enter user ID"), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "Get Token Info" }));
    expect(
      await screen.findByText(
        "Failed to load user token information. User may not exist or you may not have permission.",
      ),
    ).toBeInTheDocument();
  });

  it("asks before signing everyone out, then tells how many", async () => {
    server.use(
      api.mutation(ForceLogoutAllUsersDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            forceLogoutAllUsers: {
              __typename: "ForceLogoutResult",
              success: true,
              message: "Successfully forced logout for 5 users.",
              affectedCount: 5,
            },
          },
        }),
      ),
    );
    await openSecurity();
    fireEvent.click(screen.getByRole("button", { name: "Force Logout ALL Users" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Are you sure you want to log out ALL users? This will affect everyone except you.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Force Logout ALL Users" }));
    expect(await screen.findByText("All users logged out")).toBeInTheDocument();
    expect(screen.getByText("Successfully forced logout for 5 users.")).toBeInTheDocument();
  });

  it("links audit events to what they concern and exports the filtered log as CSV", async () => {
    const filters = answerAuditLog([
      auditEntry("2", "manager refunded $49.99", {
        __typename: "AuditTarget",
        kind: "PAYMENT",
        id: 7,
        label: "pi_123",
      }),
      auditEntry("1", "manager signed out all users", null, "session.force_logout_all"),
      auditEntry("0", "The portal refused an API token", null, "api_token.refused"),
    ]);
    signedInAs(administrator);
    server.use(api.query(SecurityDashboardDocument, () => HttpResponse.json({ data: dashboard })));
    await renderPage("/admin/security?tab=audit&type=payment.refunded&q=manager&from=2026-11-01");
    const table = within(await screen.findByRole("table", { name: "Audit log" }));
    expect(
      (await table.findByRole("link", { name: "manager refunded $49.99" })).getAttribute("href"),
    ).toBe("/admin/payments?q=pi_123");
    expect(table.getByText("manager signed out all users").closest("a")).toBeNull();
    // Event types by name, never as their keys: the filter's names, else the key's words.
    expect(table.getByText("Refund")).toHaveAttribute("title", "payment.refunded");
    expect(table.getByText("Force logout of all users")).toBeInTheDocument();
    expect(table.getByText("API Token Refused")).toBeInTheDocument();
    expect(table.queryByText("api_token.refused")).toBeNull();
    expect(filters.at(-1)).toEqual({
      type: "payment.refunded",
      actorUsername: "manager",
      from: "2026-11-01T00:00:00.000Z",
      to: null,
    });
    expect(screen.getByRole("link", { name: "Export to CSV" })).toHaveAttribute(
      "href",
      "/api/admin/audit-log/export.csv?type=payment.refunded&q=manager&from=2026-11-01",
    );
  });

  it("is for super administrators only", async () => {
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderPage("/admin/security");
    expect(
      await screen.findByText("Only super administrators can use the Security Dashboard."),
    ).toBeInTheDocument();
  });
});
