import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  CertificateVerificationDocument,
  type CertificateVerificationQuery,
} from "../certificates.generated";
import { renderPage } from "../../../test/render-app";
import { api, refused, server } from "../../../test/server";

type Verification = CertificateVerificationQuery["verifyCertificate"];

const facts = {
  learnerName: "Jane Doe",
  courseTitle: "Bail Enforcement 101",
  hours: 40,
  completedAt: "2026-11-20T15:00:00.000Z",
  expiresAt: null,
  supersededBy: null,
  issuer: "Guardian Academy",
};

/** The API answers every number with `answer(number)`; returns the numbers asked about. */
function verifying(answer: (number: string) => Partial<Verification>) {
  const asked: string[] = [];
  server.use(
    api.query(CertificateVerificationDocument, ({ variables }) => {
      asked.push(variables.number);
      const verifyCertificate: Verification = {
        __typename: "CertificateVerification",
        status: "VALID",
        number: variables.number,
        ...facts,
        ...answer(variables.number),
      };
      return HttpResponse.json({ data: { __typename: "Query", verifyCertificate } });
    }),
  );
  return asked;
}

const result = async () =>
  within(
    await screen.findByRole("region", {
      name: /Valid|Expired|Revoked|Not found|Superseded|Withdrawn/,
    }),
  );

describe("certificate verification page", () => {
  it("shows a valid certificate's name, course, hours and dates to a visitor", async () => {
    const asked = verifying(() => ({}));
    await renderPage("/verify/GA-2026-000123");
    const card = await result();
    expect(card.getByRole("heading", { name: "Valid" })).toBeVisible();
    expect(card.getByText("This certificate is genuine and current.")).toBeVisible();
    expect(card.getByText("Certificate GA-2026-000123")).toBeVisible();
    expect(card.getByText("Jane Doe")).toBeVisible();
    expect(card.getByText("Bail Enforcement 101")).toBeVisible();
    expect(card.getByText("40")).toBeVisible();
    expect(card.getByText("Nov 20, 2026")).toBeVisible();
    expect(card.getByText("No expiry")).toBeVisible();
    expect(asked).toEqual(["GA-2026-000123"]);
  });

  it("names the licensed partner that delivered the course", async () => {
    const issuer = "Guardian Academy, delivered by Ridge Recovery";
    verifying(() => ({ issuer }));
    await renderPage("/verify/GA-2026-000124");
    const card = await result();
    expect(card.getByText("Issued by")).toBeVisible();
    expect(card.getByText(issuer)).toBeVisible();
  });

  it.each([
    ["EXPIRED", "Expired", "This certificate is genuine, but its validity period has ended."],
    [
      "REVOKED",
      "Revoked",
      "Guardian Academy has withdrawn this certificate: it is no longer valid.",
    ],
    [
      "SUPERSEDED",
      "Superseded",
      "A newer certificate has replaced this one: it is no longer valid.",
    ],
  ] as const)("says %s certificates are not valid", async (status, label, meaning) => {
    verifying(() => ({
      status: status as Verification["status"],
      expiresAt: "2026-01-31T00:00:00.000Z",
    }));
    await renderPage("/verify/GA-2026-000124");
    const card = await result();
    expect(card.getByRole("heading", { name: label })).toBeVisible();
    expect(card.getByText(meaning)).toBeVisible();
    expect(card.getByText("Jan 31, 2026")).toBeVisible();
  });

  it("links a superseded certificate to the one that replaced it, and nothing else", async () => {
    verifying(number =>
      number === "GA-2026-000126"
        ? {
            status: "SUPERSEDED",
            learnerName: null,
            courseTitle: null,
            hours: null,
            completedAt: null,
            supersededBy: "GA-2026-000127",
          }
        : {},
    );
    await renderPage("/verify/GA-2026-000126");
    const card = await result();
    expect(card.queryByText("Jane Doe")).not.toBeInTheDocument();
    fireEvent.click(card.getByRole("link", { name: "GA-2026-000127" }));
    expect(await screen.findByText("Certificate GA-2026-000127")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Valid" })).toBeVisible();
  });

  it("shows a status it does not know under its own name, never as valid", async () => {
    verifying(() => ({ status: "WITHDRAWN" as Verification["status"] }));
    await renderPage("/verify/GA-2026-000125");
    const card = await result();
    expect(card.getByRole("heading", { name: "Withdrawn" })).toBeVisible();
    expect(card.queryByText("Valid")).not.toBeInTheDocument();
  });

  it("says Not found, with no facts, for an unknown number", async () => {
    verifying(() => ({
      status: "NOT_FOUND",
      learnerName: null,
      courseTitle: null,
      hours: null,
      completedAt: null,
    }));
    await renderPage("/verify/GA-1999-000000");
    const card = await result();
    expect(card.getByRole("heading", { name: "Not found" })).toBeVisible();
    expect(card.getByText("No certificate has this number.")).toBeVisible();
    expect(card.queryByText("Name")).not.toBeInTheDocument();
  });

  it("shows it is checking, then the server's refusal with a way to try again", async () => {
    let calls = 0;
    let answer = () => {};
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      api.query(CertificateVerificationDocument, async () => {
        calls += 1;
        await answered;
        return refused("TOO_MANY_REQUESTS", "Too many requests, please try again later.");
      }),
    );
    await renderPage("/verify/GA-2026-000126");
    expect(await screen.findByText("Checking the certificate…")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("The certificate could not be checked.")).toBeVisible();
    expect(screen.getByText("Too many requests, please try again later.")).toBeVisible();
    verifying(() => ({}));
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Valid" })).toBeVisible();
    expect(calls).toBe(1);
  });

  it("checks a typed number, after saying what a number looks like", async () => {
    const asked = verifying(() => ({}));
    const { router } = await renderPage("/verify");
    expect(screen.getByRole("heading", { level: 1, name: "Verify a Certificate" })).toBeVisible();
    const input = screen.getByLabelText("Certificate number");
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter a certificate number")).toBeVisible();
    fireEvent.change(input, { target: { value: "12345" } });
    expect(screen.getByText("A certificate number looks like GA-2026-7K3M9QXTQ")).toBeVisible();
    expect(asked).toEqual([]);

    fireEvent.change(input, { target: { value: " ga-2026-000127 " } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.location.pathname).toBe("/verify/GA-2026-000127"));
    const card = await result();
    expect(card.getByRole("heading", { name: "Valid" })).toBeVisible();
    expect(asked).toEqual(["GA-2026-000127"]);
  });

  it("reads a typed random number in any case with O for 0 and I or L for 1, and refuses a wrong check symbol", async () => {
    const asked = verifying(() => ({}));
    const { router } = await renderPage("/verify");
    const input = screen.getByLabelText("Certificate number");
    // GA-2026-01A1B0C1 has the check symbol Z; G is a wrong one.
    fireEvent.change(input, { target: { value: "GA-2026-01A1B0C1G" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("A certificate number looks like GA-2026-7K3M9QXTQ"),
    ).toBeVisible();
    expect(asked).toEqual([]);

    fireEvent.change(input, { target: { value: "ga-2026-oIaLbocIz" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.location.pathname).toBe("/verify/GA-2026-01A1B0C1Z"));
    expect((await result()).getByRole("heading", { name: "Valid" })).toBeVisible();
    expect(asked).toEqual(["GA-2026-01A1B0C1Z"]);
  });
});
