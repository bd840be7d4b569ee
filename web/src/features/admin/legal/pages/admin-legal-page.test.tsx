import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminCreateLegalDocumentDocument,
  AdminDeleteLegalDocumentDocument,
  AdminLegalDocumentListDocument,
  AdminUpdateLegalDocumentDocument,
  type AdminLegalDocumentListQuery,
} from "../admin-legal.generated";
import type {
  AdminLegalDocumentInput,
  AdminLegalDocumentUpdateInput,
} from "../../../../graphql/types";
import { administrator } from "../../../../test/fixtures";
import { mountApp } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";
import { DELETE_DOCUMENT_CONFIRMATION } from "../components/legal-documents-tab";

type Node = AdminLegalDocumentListQuery["adminLegalDocuments"]["edges"][number]["node"];

const doc = (fields: Partial<Node> & { id: number; title: string }): Node => ({
  __typename: "AdminLegalDocument",
  content: "<p>Text.</p>",
  type: "TERMS_OF_SERVICE",
  version: "1.0",
  isActive: true,
  requiresSignature: false,
  acceptedCount: 0,
  ...fields,
});

const DOCUMENTS = [
  doc({
    id: 1,
    title: "Enrollment Agreement",
    type: "ENROLLMENT_AGREEMENT",
    version: "2.1",
    requiresSignature: true,
    acceptedCount: 3,
    content: "<p>I agree.</p>",
  }),
  doc({ id: 2, title: "Old Terms", isActive: false, acceptedCount: 1 }),
  doc({
    id: 3,
    title: "Revenue Share Licence Agreement",
    type: "LICENCE_AGREEMENT_REVENUE_SHARE",
    requiresSignature: true,
  }),
];

function answerList(nodes: Node[] | "error" = DOCUMENTS) {
  server.use(
    api.query(AdminLegalDocumentListDocument, () => {
      if (nodes === "error") {
        return HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 });
      }
      return HttpResponse.json({
        data: {
          __typename: "Query",
          adminLegalDocuments: connectionOf("AdminLegalDocument", nodes),
        },
      });
    }),
  );
}

async function openLegal() {
  signedInAs(administrator);
  mountApp("/admin/legal");
  return screen.findByRole("table", { name: "Legal documents" }, FIRST_LOAD);
}

const dialog = () => within(screen.getByRole("dialog"));

/** The session check and the lazily loaded admin chunks can take a while on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

// The lazily loaded admin layout and page, compiled once before the first test's waits.
beforeAll(async () => {
  await Promise.all([import("../../components/admin-layout"), import("./admin-legal-page")]);
}, 60_000);

describe("the admin legal screen", () => {
  it("has the three tabs with Legal Documents shown first, and the documents' table", async () => {
    answerList();
    const table = await openLegal();
    expect(screen.getAllByRole("tab").map(tab => tab.textContent)).toEqual([
      "Disclaimer Banner",
      "Prelaunch Banner",
      "Legal Documents",
    ]);
    expect(screen.getByRole("tab", { name: "Legal Documents" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map(cell => cell.textContent),
    ).toEqual([
      "Title",
      "Type",
      "Version",
      "Active",
      "Requires Signature",
      "Accepted By",
      "Actions",
    ]);
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map(cell => cell.textContent),
    ).toEqual([
      "Enrollment Agreement",
      "Enrollment Agreement",
      "2.1",
      "Active",
      "Yes",
      "3 users",
      "EditDelete",
    ]);
    expect(
      within(rows[2])
        .getAllByRole("cell")
        .map(cell => cell.textContent),
    ).toEqual(["Old Terms", "Terms of Service", "1.0", "Inactive", "No", "1 user", "EditDelete"]);
    // A licence's agreement is edited here like the others (issue 54).
    expect(
      within(rows[3])
        .getAllByRole("cell")
        .map(cell => cell.textContent),
    ).toEqual([
      "Revenue Share Licence Agreement",
      "Licence Agreement (Revenue Share)",
      "1.0",
      "Active",
      "Yes",
      "0 users",
      "EditDelete",
    ]);
  });

  it("says when there are no documents", async () => {
    answerList([]);
    signedInAs(administrator);
    mountApp("/admin/legal");
    expect(
      await screen.findByText("No legal documents have been created yet", {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it("says no document matches a search that finds none", async () => {
    answerList([]);
    signedInAs(administrator);
    mountApp("/admin/legal?q=nothing");
    expect(
      await screen.findByText("No legal documents match your search criteria", {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText("No legal documents have been created yet")).toBeNull();
  });

  it("says so when the documents cannot be loaded", async () => {
    answerList("error");
    signedInAs(administrator);
    mountApp("/admin/legal");
    expect(
      await screen.findByText("Failed to load legal documents", {}, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it("adds a document with the spec's defaults and rules", async () => {
    answerList();
    const inputs: AdminLegalDocumentInput[] = [];
    server.use(
      api.mutation(AdminCreateLegalDocumentDocument, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminCreateLegalDocument: {
              __typename: "AdminLegalDocument",
              id: 7,
              title: variables.input.title,
            },
          },
        });
      }),
    );
    await openLegal();
    fireEvent.click(screen.getByRole("button", { name: "Add Document" }));
    expect(dialog().getByLabelText("Type")).toHaveValue("TERMS_OF_SERVICE");
    expect(dialog().getByLabelText(/Version/)).toHaveValue("1.0");
    expect(dialog().getByRole("checkbox", { name: "Active" })).toBeChecked();
    expect(dialog().getByRole("checkbox", { name: "Requires Signature" })).not.toBeChecked();
    fireEvent.change(dialog().getByLabelText(/Version/), { target: { value: " " } });
    fireEvent.click(dialog().getByRole("button", { name: "Create Document" }));
    expect(dialog().getByText("Title is required")).toBeInTheDocument();
    expect(dialog().getByText("Version is required")).toBeInTheDocument();
    expect(dialog().getByText("Content is required")).toBeInTheDocument();

    fireEvent.change(dialog().getByLabelText(/Title/), { target: { value: "Refund Policy" } });
    fireEvent.change(dialog().getByLabelText("Type"), { target: { value: "REFUND_POLICY" } });
    fireEvent.change(dialog().getByLabelText(/Version/), { target: { value: "2.0" } });
    fireEvent.change(dialog().getByLabelText(/Content/), { target: { value: "<p>Refunds.</p>" } });
    fireEvent.click(dialog().getByRole("checkbox", { name: "Requires Signature" }));
    await act(async () => {});
    fireEvent.click(dialog().getByRole("button", { name: "Create Document" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputs).toEqual([
      {
        title: "Refund Policy",
        type: "REFUND_POLICY",
        version: "2.0",
        content: "<p>Refunds.</p>",
        isActive: true,
        requiresSignature: true,
      },
    ]);
  });

  it("keeps a signed document's text read-only and saves only its other fields", async () => {
    answerList();
    const inputs: AdminLegalDocumentUpdateInput[] = [];
    server.use(
      api.mutation(AdminUpdateLegalDocumentDocument, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminUpdateLegalDocument: {
              __typename: "AdminLegalDocument",
              id: variables.id,
              title: variables.input.title ?? "",
              version: "2.1",
              isActive: variables.input.isActive ?? true,
            },
          },
        });
      }),
    );
    await openLegal();
    fireEvent.click(screen.getByRole("button", { name: "Edit Enrollment Agreement 2.1" }));
    expect(dialog().getByText(/3 users have signed this document/)).toBeInTheDocument();
    expect(dialog().getByLabelText(/Content/)).toHaveAttribute("readonly");
    expect(dialog().getByLabelText(/Content/)).toHaveValue("<p>I agree.</p>");
    fireEvent.change(dialog().getByLabelText(/Title/), { target: { value: "Agreement" } });
    fireEvent.click(dialog().getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputs).toEqual([{ title: "Agreement", isActive: true, requiresSignature: true }]);
  });

  it("asks the browser to confirm a delete and shows the server's refusal of a signed one", async () => {
    answerList();
    const asked: number[] = [];
    server.use(
      api.mutation(AdminDeleteLegalDocumentDocument, ({ variables }) => {
        asked.push(variables.id);
        return refused(
          "CONFLICT",
          "This document has been signed by 1 user, so it cannot be deleted. Deactivate it or publish a new version instead.",
        );
      }),
    );
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    await openLegal();
    fireEvent.click(screen.getByRole("button", { name: "Delete Old Terms 1.0" }));
    expect(confirm).toHaveBeenCalledWith(
      "Are you sure you want to delete this document? This action cannot be undone.",
    );
    expect(DELETE_DOCUMENT_CONFIRMATION).toBe(confirm.mock.calls[0][0]);
    expect(await screen.findByText("Failed to delete document")).toBeInTheDocument();
    expect(screen.getByText(/signed by 1 user, so it cannot be deleted/)).toBeInTheDocument();
    expect(asked).toEqual([2]);
  });
});
