import { beforeEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminCourseOptionsDocument,
  AdminCertificatesPageDocument,
  AdminReissueCertificateDocument,
  AdminRevokeCertificateDocument,
  type AdminCertificatesPageQueryVariables,
  type AdminCertificatesPage_CertificateFragment as Certificate,
  type AdminRevokeCertificateMutationVariables,
} from "../admin-certificates.generated";
import { administrator } from "../../../../test/fixtures";
import { currentPath, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const certificate = (n: number, fields: Partial<Certificate> = {}): Certificate => ({
  __typename: "Certificate",
  number: `GA-2026-00012${n}`,
  learnerName: `Jane Doe${n}`,
  courseTitle: "Bail Enforcement 101",
  hours: 40,
  // Noon UTC: the same day in every time zone the tests may run in.
  completedAt: "2026-11-20T12:00:00.000Z",
  expiresAt: null,
  issuedAt: "2026-11-20T12:05:00.000Z",
  status: "VALID",
  verification: "VALID",
  revokedReason: null,
  supersededBy: null,
  ...fields,
});

function answerList(rows: Certificate[], more = false) {
  const asked: AdminCertificatesPageQueryVariables[] = [];
  server.use(
    api.query(AdminCertificatesPageDocument, ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          adminCertificates: {
            __typename: "AdminCertificateConnection",
            totalCount: more ? 40 : rows.length,
            pageInfo: {
              __typename: "PageInfo",
              hasNextPage: more,
              hasPreviousPage: false,
              startCursor: rows.length ? "c-first" : null,
              endCursor: rows.length ? "c-last" : null,
            },
            edges: rows.map(node => ({
              __typename: "AdminCertificateEdge",
              cursor: `c-${node.number}`,
              node,
            })),
          },
        },
      });
    }),
  );
  return asked;
}

beforeEach(() => {
  server.use(
    api.query(AdminCourseOptionsDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          courses: [{ __typename: "Course", id: 7, title: "Bail Enforcement 101" }],
        },
      }),
    ),
  );
});

async function openPage(path = "/admin/certificates") {
  signedInAs({ ...administrator, isSuperAdmin: false });
  const app = await renderPage(path);
  await screen.findByRole("heading", { name: "Certificates", level: 1 });
  return app;
}

const rowOf = async (number: string) => {
  const table = await screen.findByRole("table", { name: "Certificates" });
  return within(within(table).getByText(number).closest("tr")!);
};

describe("admin certificates", () => {
  it("lists number, learner, course, dates and status; only standing ones can be acted on", async () => {
    const asked = answerList([
      certificate(1, { expiresAt: "2028-11-20T12:00:00.000Z" }),
      certificate(2, {
        status: "SUPERSEDED",
        verification: "SUPERSEDED",
        supersededBy: "GA-2026-000130",
      }),
    ]);
    await openPage();
    const first = await rowOf("GA-2026-000121");
    expect(first.getByText("Jane Doe1")).toBeInTheDocument();
    expect(first.getByText("Bail Enforcement 101")).toBeInTheDocument();
    expect(first.getByText("Nov 20, 2026")).toBeInTheDocument();
    expect(first.getByText("Nov 20, 2028")).toBeInTheDocument();
    expect(first.getByText("Valid")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "Revoke GA-2026-000121" })).toBeInTheDocument();
    const second = await rowOf("GA-2026-000122");
    expect(second.getByText("Superseded")).toBeInTheDocument();
    expect(second.getByText("by GA-2026-000130")).toBeInTheDocument();
    expect(second.getByText("Never")).toBeInTheDocument();
    expect(second.queryByRole("button")).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({
      first: 25,
      sort: { field: "ISSUED_AT", direction: "DESC" },
      filter: {
        search: null,
        status: null,
        courseId: null,
        completedFrom: null,
        completedTo: null,
      },
    });
  });

  it("keeps search, filters, dates and sort in the URL and asks the server with them", async () => {
    const asked = answerList([certificate(1)], true);
    const app = await openPage();
    await screen.findByRole("table", { name: "Certificates" });
    fireEvent.change(screen.getByLabelText("Search certificates"), { target: { value: "jane" } });
    await waitFor(() => expect(currentPath(app)).toBe("/admin/certificates?q=jane"), {
      timeout: 3000,
    });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "revoked" } });
    await screen.findByRole("option", { name: "Bail Enforcement 101" });
    fireEvent.change(screen.getByLabelText("Course"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Completed from"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("Completed to"), { target: { value: "2026-11-30" } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        filter: {
          search: "jane",
          status: "REVOKED",
          courseId: 7,
          completedFrom: "2026-11-01T00:00:00.000Z",
          completedTo: "2026-12-01T00:00:00.000Z",
        },
      }),
    );
    expect(currentPath(app)).toBe(
      "/admin/certificates?q=jane&status=revoked&course=7&completedFrom=2026-11-01&completedTo=2026-11-30",
    );
    fireEvent.click(
      within(screen.getByRole("columnheader", { name: "Learner" })).getByRole("button"),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ sort: { field: "LEARNER", direction: "ASC" } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ first: 25, after: "c-last" }));
  });

  it("ignores a malformed date or course in the URL", async () => {
    const asked = answerList([certificate(1)]);
    await openPage("/admin/certificates?completedFrom=yesterday&course=abc");
    await screen.findByRole("table", { name: "Certificates" });
    expect(asked[0].filter).toMatchObject({ completedFrom: null, courseId: null });
  });

  it("revokes with a required reason and shows the answer", async () => {
    answerList([certificate(1)]);
    const revoked: AdminRevokeCertificateMutationVariables[] = [];
    server.use(
      api.mutation(AdminRevokeCertificateDocument, ({ variables }) => {
        revoked.push(variables);
        const revokeCertificate = certificate(1, { status: "REVOKED", verification: "REVOKED" });
        return HttpResponse.json({ data: { __typename: "Mutation", revokeCertificate } });
      }),
    );
    await openPage();
    fireEvent.click((await rowOf("GA-2026-000121")).getByRole("button", { name: /^Revoke/ }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Revoke Certificate" }));
    fireEvent.click(dialog.getByRole("button", { name: "Revoke" }));
    expect(await dialog.findByText("Reason is required")).toBeInTheDocument();
    expect(revoked).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: "  Issued in error " } });
    fireEvent.click(dialog.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(revoked).toEqual([{ number: "GA-2026-000121", reason: "Issued in error" }]);
    expect(await screen.findByText("GA-2026-000121 now verifies as Revoked.")).toBeInTheDocument();
  });

  it("re-issues with a reason and tells the server's refusal in its words", async () => {
    answerList([certificate(1)]);
    server.use(
      api.mutation(AdminReissueCertificateDocument, () =>
        refused(
          "CONFLICT",
          'The learner\'s name is still "Jane Doe1": correct it on their account first.',
        ),
      ),
    );
    await openPage();
    fireEvent.click((await rowOf("GA-2026-000121")).getByRole("button", { name: /^Re-issue/ }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Re-issue Certificate" }));
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: "Surname misspelt" } });
    fireEvent.click(dialog.getByRole("button", { name: "Re-issue" }));
    expect(await screen.findByText(/correct it on their account first/)).toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Re-issue Certificate" })).toBeInTheDocument();
  });

  it("says so when nothing matches, and when the list fails to load", async () => {
    answerList([]);
    await openPage();
    expect(
      await screen.findByText("No certificates match your search criteria"),
    ).toBeInTheDocument();
    server.use(
      api.query(AdminCertificatesPageDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "valid" } });
    expect(await screen.findByText("Failed to load certificates")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows a loading state before the first answer", async () => {
    server.use(api.query(AdminCertificatesPageDocument, () => new Promise(() => {})));
    await openPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading certificates…");
  });
});
