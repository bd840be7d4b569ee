import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AcknowledgeSecurityFindingDocument,
  CourseVerificationDocument,
  EnrollmentVerificationDocument,
  PaymentVerificationDocument,
  SecurityAuditTabDocument,
  TrustAddressDocument,
  TrustedAddressesDocument,
  VerificationOverviewDocument,
  type AnomalyList_AnomalyFragment,
  type CourseVerificationQuery,
  type EnrollmentVerificationQuery,
  type PaymentVerificationQuery,
  type VerificationOverviewQuery,
} from "../admin-verification.generated";
import { administrator } from "../../../../test/fixtures";
import { mountApp, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

type Overview = VerificationOverviewQuery["verificationOverview"];

const part = (verified: boolean, message: string, checked = 3) => ({
  __typename: "EnrollmentVerification" as const,
  verified,
  message,
  checked,
});

const anomaly: AnomalyList_AnomalyFragment = {
  __typename: "VerificationAnomaly",
  key: "course.incomplete:9",
  code: "course.incomplete",
  type: "Active course without price or hours",
  reason: "Course #9 'Free Taster' is active without a price.",
  timestamp: null,
  enrollmentId: null,
  paymentId: null,
  businessName: null,
  courseId: 9,
  courseTitle: "Free Taster",
  userId: null,
  ipAddress: null,
  flagged: false,
  resolved: false,
  resolutionNote: null,
};

function overview(withAnomaly: boolean): Overview {
  return {
    __typename: "VerificationOverview",
    verified: !withAnomaly,
    message: withAnomaly ? "1 anomaly detected." : "All verified.",
    anomalyCount: withAnomaly ? 1 : 0,
    enrollments: part(true, "Enrollments fine.", 1),
    payments: { ...part(true, "Payments fine."), __typename: "PaymentVerification" },
    courses: {
      ...part(!withAnomaly, withAnomaly ? "1 course anomaly." : "Courses fine."),
      __typename: "CourseVerification",
    },
    anomalies: withAnomaly ? [anomaly] : [],
  };
}

/** Answers the overview (the anomaly once asked fresh) and the courses tab; records each ask. */
function answer(courses: "ok" | "error" = "ok") {
  const asked: string[] = [];
  server.use(
    api.query(VerificationOverviewDocument, ({ variables }) => {
      asked.push(`overview fresh=${String(variables.fresh)}`);
      return HttpResponse.json({
        data: { __typename: "Query", verificationOverview: overview(Boolean(variables.fresh)) },
      });
    }),
    api.query(CourseVerificationDocument, ({ variables }) => {
      asked.push(`courses fresh=${String(variables.fresh)}`);
      if (courses === "error") return refused("INTERNAL_SERVER_ERROR", "boom", { status: 500 });
      const courseVerification: CourseVerificationQuery["courseVerification"] = {
        __typename: "CourseVerification",
        verified: true,
        message: "All active courses have a price and hours.",
        checked: 1,
        computedAt: "2026-11-20T12:00:00.000Z",
        data: [
          {
            __typename: "CourseVerificationRecord",
            id: 1,
            title: "Initial Bail Enforcement Certification",
            priceCents: 49900,
            hours: 40,
            isSelfPaced: true,
            isActive: true,
            createdAt: "not a date",
          },
        ],
        anomalies: [],
      };
      return HttpResponse.json({ data: { __typename: "Query", courseVerification } });
    }),
  );
  return asked;
}

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  signedInAs(administrator);
  answer();
  const warm = mountApp("/admin/verification");
  await screen.findByText("All Systems Verified", {}, { timeout: 10_000 });
  warm.unmount();
});

describe("the event verification page", () => {
  it("loads the overview alone, then a tab when selected, and Refresh runs only the active tab afresh", async () => {
    signedInAs(administrator);
    const asked = answer();
    await renderPage("/admin/verification");
    expect(await screen.findByText("All Systems Verified")).toBeTruthy();
    expect(
      screen.getByText(
        "Verification data is cached for 5 minutes. Press Refresh for real-time results.",
      ),
    ).toBeTruthy();
    expect(asked).toEqual(["overview fresh=false"]);
    const enrollments = within(screen.getByRole("region", { name: "Enrollments" }));
    expect(enrollments.getByText("1 record checked")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Payments" })).getByText("3 records checked"),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Verification Issues Detected")).toBeTruthy();
    expect(screen.getByText("Course #9 'Free Taster' is active without a price.")).toBeTruthy();
    expect(screen.getByText(/No timestamp available/)).toBeTruthy();
    const courses = within(screen.getByRole("region", { name: "Courses" }));
    expect(courses.getByText("Anomalies Detected")).toBeTruthy();

    fireEvent.click(courses.getByRole("button", { name: "View Details" }));
    expect(await screen.findByText("Courses Verified")).toBeTruthy();
    expect(screen.getByText("Invalid date")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(asked).toContain("courses fresh=true"));
    expect(asked.filter(line => line.startsWith("overview"))).toEqual([
      "overview fresh=false",
      "overview fresh=true",
    ]);
  });

  it("shows the payments tab's licence types and statuses as labels, and times with seconds", async () => {
    signedInAs(administrator);
    answer();
    const paymentVerification: PaymentVerificationQuery["paymentVerification"] = {
      __typename: "PaymentVerification",
      verified: true,
      message: "All licence payments match.",
      checked: 1,
      computedAt: "2026-11-20T12:00:00.000Z",
      data: [
        {
          __typename: "LicencePaymentVerificationRecord",
          id: 7,
          businessName: "Apex Recovery LLC",
          contactEmail: "owner@apex.example",
          licenseType: "royalty-free",
          paymentId: "pi_licence_7",
          paymentAmountCents: 250000,
          status: "paid",
          offerSentAt: new Date(2026, 10, 20, 9, 5, 7).toISOString(),
        },
      ],
      anomalies: [],
    };
    server.use(
      api.query(PaymentVerificationDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", paymentVerification } }),
      ),
    );
    await renderPage("/admin/verification");
    await screen.findByText("All Systems Verified");
    fireEvent.click(screen.getByRole("tab", { name: "Payments" }));
    const row = within((await screen.findByText("Apex Recovery LLC")).closest("tr")!);
    expect(row.getByText("Royalty-Free")).toBeTruthy();
    expect(row.getByText("Paid")).toBeTruthy();
    expect(row.getByText("11/20/2026, 9:05:07 AM")).toBeTruthy();
  });

  it("shows a partner's finding on the enrollments tab with the partner it names", async () => {
    signedInAs(administrator);
    answer();
    const enrollmentVerification: EnrollmentVerificationQuery["enrollmentVerification"] = {
      __typename: "EnrollmentVerification",
      verified: false,
      message: "1 enrollment anomaly detected in 1 enrollment checked.",
      checked: 1,
      grants: 0,
      computedAt: "2026-11-20T12:00:00.000Z",
      data: [],
      anomalies: [
        {
          ...anomaly,
          key: "partner.enrollment-unsigned:12",
          code: "partner.enrollment-unsigned",
          type: "Partner enrollment without signed agreement",
          reason:
            "Enrollment #12 of ada in First Aid, sold by partner Apex Academy (#3), has no signed 'Enrollment Agreement' (active version 1.0 requires a signature).",
          enrollmentId: 12,
          businessName: "Apex Academy",
          courseId: null,
          courseTitle: null,
        },
      ],
    };
    server.use(
      api.query(EnrollmentVerificationDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", enrollmentVerification } }),
      ),
    );
    await renderPage("/admin/verification");
    await screen.findByText("All Systems Verified");
    fireEvent.click(screen.getByRole("tab", { name: "Enrollments" }));
    const finding = within(
      (await screen.findByText("Partner enrollment without signed agreement")).closest("li")!,
    );
    expect(finding.getByText(/sold by partner Apex Academy \(#3\)/)).toBeTruthy();
    expect(finding.getByText(/^Enrollment #12 · Apex Academy · /)).toBeTruthy();
  });

  it("says so when a tab fails to load", async () => {
    signedInAs(administrator);
    answer("error");
    await renderPage("/admin/verification");
    await screen.findByText("All Systems Verified");
    fireEvent.click(screen.getByRole("tab", { name: "Courses" }));
    expect(
      await screen.findByText("Failed to load course verification data. Please try again."),
    ).toBeTruthy();
  });

  it("lets an administrator acknowledge a security finding, and a super administrator trust its address", async () => {
    const finding: AnomalyList_AnomalyFragment = {
      ...anomaly,
      key: "security.admin-new-ip:192.0.2.77:41",
      code: "security.admin-new-ip",
      type: "Admin login from new IP address",
      reason:
        "Administrators amy and bo signed in from 192.0.2.77, an address none of them had signed in from before (2 first sign-ins since 2026-11-20T12:00:00.000Z).",
      courseId: null,
      courseTitle: null,
      ipAddress: "192.0.2.77",
    };
    const state = { resolved: false, trusted: [] as string[] };
    const sent: string[] = [];
    server.use(
      api.query(SecurityAuditTabDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            securityAudit: {
              __typename: "SecurityAudit",
              verified: state.resolved || state.trusted.length > 0,
              message: "Security checked.",
              checked: 12,
              computedAt: "2026-11-20T12:00:00.000Z",
              data: [],
              anomalies: state.trusted.length
                ? []
                : [
                    {
                      ...finding,
                      flagged: state.resolved,
                      resolved: state.resolved,
                      resolutionNote: state.resolved ? "Acknowledged" : null,
                    },
                  ],
            },
          },
        }),
      ),
      api.query(TrustedAddressesDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            trustedAddresses: state.trusted.map(ipAddress => ({
              __typename: "TrustedAddress",
              ipAddress,
              note: null,
              trustedAt: "2026-11-20T12:00:00.000Z",
            })),
          },
        }),
      ),
      api.mutation(AcknowledgeSecurityFindingDocument, ({ variables }) => {
        sent.push(`acknowledge ${variables.anomalyKey}`);
        state.resolved = true;
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            acknowledgeSecurityFinding: {
              __typename: "VerificationFlag",
              id: 1,
              resolvedAt: "2026-11-20T12:00:00.000Z",
              resolutionNote: "Acknowledged",
            },
          },
        });
      }),
      api.mutation(TrustAddressDocument, ({ variables }) => {
        sent.push(`trust ${variables.ipAddress}`);
        state.trusted.push(variables.ipAddress);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            trustAddress: {
              __typename: "TrustedAddress",
              ipAddress: variables.ipAddress,
              note: null,
              trustedAt: "2026-11-20T12:00:00.000Z",
            },
          },
        });
      }),
    );
    answer();

    // A plain administrator acknowledges; trusting an address is for super administrators.
    signedInAs({ ...administrator, isSuperAdmin: false });
    const plain = await renderPage("/admin/verification");
    fireEvent.click(await screen.findByRole("tab", { name: "Security Audit" }));
    await screen.findByText(finding.reason);
    expect(screen.queryByRole("button", { name: "Trust 192.0.2.77" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Acknowledge: ${finding.reason}` }));
    expect(await screen.findByText("Resolution: Acknowledged")).toBeTruthy();
    expect(sent).toEqual([`acknowledge ${finding.key}`]);
    expect(screen.queryByRole("button", { name: /^Acknowledge/ })).toBeNull();
    plain.unmount();

    state.resolved = false;
    signedInAs(administrator);
    await renderPage("/admin/verification");
    fireEvent.click(await screen.findByRole("tab", { name: "Security Audit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Trust 192.0.2.77" }));
    expect(await screen.findByText("Address trusted")).toBeTruthy();
    expect(sent).toContain("trust 192.0.2.77");
    await waitFor(() => expect(screen.queryByText(finding.reason)).toBeNull());
    const trusted = within(await screen.findByRole("region", { name: "Trusted Addresses" }));
    expect(trusted.getByText("192.0.2.77")).toBeTruthy();
    expect(trusted.getByRole("button", { name: "Stop trusting 192.0.2.77" })).toBeTruthy();
  });
});
