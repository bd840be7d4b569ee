import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  ResendAgencyInvitationDocument,
  CreateAgencyDocument,
  MyAgencyDocument,
  PreviewAgencyInvitationsDocument,
  SendAgencyInvitationsDocument,
  type MyAgencyQuery,
} from "../agency.generated";
import { learner } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, refused, refusedFields, server, signedInAs } from "../../../test/server";

type Agency = NonNullable<MyAgencyQuery["myAgency"]>;

const AGENCY: Agency = {
  __typename: "Agency",
  id: 7,
  name: "Bayou Recovery LLC",
  billingEmail: "billing@bayou.example",
  seats: [
    { __typename: "AgencySeatCount", courseId: 1, courseTitle: "Skip Tracing", seats: 3, used: 1 },
  ],
  members: [
    {
      __typename: "AgencyMember",
      id: 1,
      firstName: "Jordan",
      lastName: "Lee",
      email: "jordan@example.com",
      role: "MANAGER",
      status: "JOINED",
      courseTitle: null,
      stage: null,
      certificateNumber: null,
      renewalDeadline: null,
      ceHoursEarned: null,
      ceHoursRequired: null,
    },
    {
      __typename: "AgencyMember",
      id: 2,
      firstName: "Al",
      lastName: "Agent",
      email: "=al@example.com",
      role: "AGENT",
      status: "JOINED",
      courseTitle: "Skip Tracing",
      stage: "COMPLETED",
      certificateNumber: "GA-2026-ABCDEF",
      renewalDeadline: "2028-11-27",
      ceHoursEarned: 4,
      ceHoursRequired: 16,
    },
  ],
};

function answerAgency(agency: Agency | null) {
  server.use(
    api.query(MyAgencyDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myAgency: agency, myAgencySeats: [] } }),
    ),
  );
}

describe("/agency", () => {
  it("sets an agency up, showing the server's word beside a refused field", async () => {
    signedInAs(learner);
    answerAgency(null);
    const inputs: unknown[] = [];
    server.use(
      api.mutation(CreateAgencyDocument, ({ variables }) => {
        inputs.push(variables.input);
        if (inputs.length === 1)
          return refusedFields({ billingEmail: "Please enter a valid email" });
        answerAgency(AGENCY);
        return HttpResponse.json({ data: { __typename: "Mutation", createAgency: AGENCY } });
      }),
    );
    await renderPage("/agency");
    const form = within(await screen.findByRole("form", { name: "Set up your agency" }));
    fireEvent.change(form.getByLabelText(/Agency Name/), {
      target: { value: "Bayou Recovery LLC" },
    });
    fireEvent.change(form.getByLabelText(/Billing Email/), { target: { value: "nope" } });
    fireEvent.click(form.getByRole("button", { name: "Create Agency" }));
    expect(await form.findByText("Please enter a valid email")).toBeVisible();
    fireEvent.change(form.getByLabelText(/Billing Email/), {
      target: { value: "billing@bayou.example" },
    });
    fireEvent.click(form.getByRole("button", { name: "Create Agency" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Bayou Recovery LLC" }),
    ).toBeVisible();
    expect(inputs).toEqual([
      { name: "Bayou Recovery LLC", billingEmail: "nope" },
      { name: "Bayou Recovery LLC", billingEmail: "billing@bayou.example" },
    ]);
  });

  it("previews an invitation list row by row, then sends only its invitations", async () => {
    signedInAs(learner);
    answerAgency(AGENCY);
    const sent: unknown[] = [];
    server.use(
      api.query(PreviewAgencyInvitationsDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            previewAgencyInvitations: [
              {
                __typename: "InvitationPreviewRow",
                line: 2,
                firstName: "Ana",
                lastName: "Ortiz",
                email: "ana@example.com",
                outcome: "INVITE",
                reason: null,
              },
              {
                __typename: "InvitationPreviewRow",
                line: 3,
                firstName: "Bo",
                lastName: "Lee",
                email: "bo@",
                outcome: "ERROR",
                reason: "Please enter a valid email",
              },
            ],
          },
        }),
      ),
      api.mutation(SendAgencyInvitationsDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            sendAgencyInvitations: [
              {
                __typename: "InvitationPreviewRow",
                line: 2,
                email: "ana@example.com",
                outcome: "INVITE",
                reason: null,
              },
              {
                __typename: "InvitationPreviewRow",
                line: 3,
                email: "bo@",
                outcome: "ERROR",
                reason: "Please enter a valid email",
              },
            ],
          },
        });
      }),
    );
    await renderPage("/agency");
    await screen.findByRole("heading", { level: 1, name: "Bayou Recovery LLC" });
    const add = within(screen.getByRole("form", { name: "Add an agent" }));
    fireEvent.change(add.getByLabelText(/First Name/), { target: { value: "Ana" } });
    fireEvent.change(add.getByLabelText(/Last Name/), { target: { value: "Ortiz, Jr." } });
    fireEvent.change(add.getByLabelText(/Email/), { target: { value: "ana@example.com" } });
    fireEvent.click(add.getByRole("button", { name: "Add to List" }));
    expect(screen.getByLabelText("List")).toHaveValue(
      'first_name,last_name,email\nAna,"Ortiz, Jr.",ana@example.com',
    );
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = within(await screen.findByRole("table", { name: "List preview" }));
    expect(preview.getByText("New invitation")).toBeVisible();
    expect(preview.getByText("Please enter a valid email")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Send 1 Invitation" }));
    expect(await screen.findByText("1 invitation sent.")).toBeVisible();
    expect(sent).toEqual([
      { courseId: 1, csv: 'first_name,last_name,email\nAna,"Ortiz, Jr.",ana@example.com' },
    ]);
  });

  it("says why a list is refused", async () => {
    signedInAs(learner);
    answerAgency(AGENCY);
    server.use(
      api.query(PreviewAgencyInvitationsDocument, () =>
        refused("BAD_USER_INPUT", "The list's first line must be first_name,last_name,email"),
      ),
    );
    await renderPage("/agency");
    await screen.findByRole("heading", { level: 1, name: "Bayou Recovery LLC" });
    fireEvent.change(screen.getByLabelText("List"), { target: { value: "a,b,c" } });
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() =>
      expect(
        screen.getByText("The list's first line must be first_name,last_name,email"),
      ).toBeVisible(),
    );
    expect(screen.queryByRole("table", { name: "List preview" })).not.toBeInTheDocument();
  });
});

describe("the members of /agency", () => {
  it("shows each agent's progress, certificate and renewal, and exports what it shows", async () => {
    signedInAs(learner);
    answerAgency(AGENCY);
    let exported = "";
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob.text().then(text => (exported = text));
      return "blob:members";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    await renderPage("/agency");
    const table = within(await screen.findByRole("table", { name: "Members" }));
    expect(table.getByRole("link", { name: "GA-2026-ABCDEF" })).toHaveAttribute(
      "href",
      "/verify/GA-2026-ABCDEF",
    );
    expect(table.getByText("2028-11-27")).toBeVisible();
    expect(table.getByText("4 of 16")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exported).not.toBe(""));
    expect(exported.split("\r\n")).toEqual([
      '"Name","Email","Role","Course","Status","Progress","Certificate","Renewal Deadline","CE Hours"',
      '"Jordan Lee","jordan@example.com","Manager","","Joined","","","",""',
      `"Al Agent","'=al@example.com","Agent","Skip Tracing","Joined","Completed","GA-2026-ABCDEF","2028-11-27","4 of 16"`,
    ]);
  });
});

describe("filtering the members of /agency", () => {
  it("shows the chosen status only, exports only what is shown, and sends an invitation again", async () => {
    signedInAs(learner);
    const invited = {
      ...AGENCY.members[1],
      id: 3,
      firstName: "Ivy",
      email: "ivy@example.com",
      status: "INVITED" as const,
      stage: "INVITED" as const,
      certificateNumber: null,
      renewalDeadline: null,
      ceHoursEarned: null,
      ceHoursRequired: null,
    };
    answerAgency({ ...AGENCY, members: [...AGENCY.members, invited] });
    const resent: unknown[] = [];
    server.use(
      api.mutation(ResendAgencyInvitationDocument, ({ variables }) => {
        resent.push(variables.memberId);
        return HttpResponse.json({
          data: { __typename: "Mutation", resendAgencyInvitation: AGENCY },
        });
      }),
    );
    let exported = "";
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        void blob.text().then(text => (exported = text));
        return "blob:members";
      }),
      revokeObjectURL: jest.fn(),
    });
    await renderPage("/agency");
    const table = within(await screen.findByRole("table", { name: "Members" }));
    fireEvent.change(screen.getByLabelText("Filter by Status"), { target: { value: "INVITED" } });
    await waitFor(() => expect(table.queryByText("jordan@example.com")).not.toBeInTheDocument());
    expect(table.getByText("ivy@example.com")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exported).not.toBe(""));
    expect(exported.split("\r\n")).toHaveLength(2);
    fireEvent.click(table.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("A new link went to ivy@example.com.")).toBeVisible();
    expect(resent).toEqual([3]);
  });
});
