import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { learner } from "../../../test/fixtures";
import { answer, partner } from "../../../test/partners";
import { renderPage } from "../../../test/render-app";
import { api, refused, refusedFields, server, signedInAs } from "../../../test/server";
import {
  LaunchPartnerDocument,
  RemovePartnerLogoDocument,
  SetPartnerCoursePriceDocument,
  type SetPartnerCoursePriceMutationVariables,
  SetPartnerLogoDocument,
  type SetPartnerLogoMutationVariables,
  UpdatePartnerBrandingDocument,
  type UpdatePartnerBrandingMutationVariables,
} from "../partner-storefront.generated";

const SET = {
  displayName: "Acme Academy",
  slug: "acme",
  brandColour: "#1a4d8f",
  supportEmail: "help@acme.example",
  supportPhone: null,
  launchMissing: [],
};
const skipTracing = {
  __typename: "PartnerCoursePrice" as const,
  courseId: 3,
  title: "Skip Tracing",
  academyPriceCents: 19_900,
  partnerPriceCents: 14_900,
  priceCents: 14_900,
};

async function open() {
  signedInAs(learner);
  await renderPage("/partner/7");
  await screen.findByRole("heading", { level: 1 });
}

const section = (name: string) => within(screen.getByRole("region", { name }));
const type = (name: RegExp, value: string) =>
  fireEvent.change(section("Branding").getByRole("textbox", { name }), { target: { value } });

describe("the branding panel", () => {
  it("shows the shared rules' words before sending anything", async () => {
    answer();
    const sent: UpdatePartnerBrandingMutationVariables[] = [];
    server.use(
      api.mutation(UpdatePartnerBrandingDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { __typename: "Mutation", updatePartnerBranding: partner(SET) },
        });
      }),
    );
    await open();
    type(/Display name/, "Acme Academy");
    type(/Short address/, "admin");
    type(/Brand colour/, "#ffcc00");
    type(/Support email/, "help@acme.example");
    fireEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(
      await screen.findByText('The short address "admin" is reserved; please choose another'),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Brand colour #ffcc00 is too light to read: its contrast with white text and the page background is 1.44:1; it needs at least 4.5:1 (choose a darker colour)",
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);

    type(/Short address/, "Acme");
    type(/Brand colour/, "#1a4d8f");
    expect(section("Branding").getByText(/Your storefront: \/p\/acme\./)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(await screen.findByText("The branding is saved.")).toBeVisible();
    expect(sent).toEqual([
      {
        partnerId: 7,
        input: {
          displayName: "Acme Academy",
          slug: "acme",
          brandColour: "#1a4d8f",
          supportEmail: "help@acme.example",
          supportPhone: null,
        },
      },
    ]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    answer(partner({ ...SET, slug: "acme" }));
    const taken = 'The short address "acme" is taken; please choose another';
    server.use(api.mutation(UpdatePartnerBrandingDocument, () => refusedFields({ slug: taken })));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Save branding" }));
    expect(await section("Branding").findByText(taken)).toBeVisible();
    expect(section("Branding").getByRole("textbox", { name: /Short address/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

describe("the logo panel", () => {
  it("uploads a PNG as a data URL, shows it, and removes it", async () => {
    answer();
    const sent: SetPartnerLogoMutationVariables[] = [];
    const withLogo = partner({ logoUrl: "/api/partners/7/logo.png?v=1" });
    server.use(
      api.mutation(SetPartnerLogoDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { __typename: "Mutation", setPartnerLogo: withLogo } });
      }),
      api.mutation(RemovePartnerLogoDocument, () =>
        HttpResponse.json({ data: { __typename: "Mutation", removePartnerLogo: partner() } }),
      ),
    );
    await open();
    expect(
      section("Logo").getByText("No logo yet: the storefront shows its name alone."),
    ).toBeVisible();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", {
      type: "image/png",
    });
    fireEvent.change(section("Logo").getByLabelText("Upload logo (PNG)"), {
      target: { files: [file] },
    });
    const logo = await section("Logo").findByRole("img", {
      name: "The logo of Acme Bail Bonds LLC",
    });
    expect(logo).toHaveAttribute("src", "/api/partners/7/logo.png?v=1");
    expect(sent).toEqual([{ partnerId: 7, logo: "data:image/png;base64,iVBORw==" }]);

    fireEvent.click(section("Logo").getByRole("button", { name: "Remove logo" }));
    expect(
      await section("Logo").findByText("No logo yet: the storefront shows its name alone."),
    ).toBeVisible();
  });

  it("shows the intake's refusal with its limits", async () => {
    answer();
    const limits = "The logo must be a PNG of at most 200 KB and 512 × 512 pixels";
    server.use(api.mutation(SetPartnerLogoDocument, () => refusedFields({ logo: limits })));
    await open();
    fireEvent.change(section("Logo").getByLabelText("Upload logo (PNG)"), {
      target: { files: [new File(["x"], "big.png", { type: "image/png" })] },
    });
    expect(await section("Logo").findByText(limits)).toBeVisible();
  });
});

describe("the prices panel", () => {
  it("lists the academy's and the partner's prices, sets one and goes back to the academy's", async () => {
    answer(partner(), undefined, [skipTracing]);
    const sent: SetPartnerCoursePriceMutationVariables[] = [];
    server.use(
      api.mutation(SetPartnerCoursePriceDocument, ({ variables }) => {
        sent.push(variables);
        const own = variables.priceCents ?? null;
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            setPartnerCoursePrice: {
              ...skipTracing,
              partnerPriceCents: own,
              priceCents: own ?? 19_900,
            },
          },
        });
      }),
    );
    await open();
    const prices = within(await screen.findByRole("table", { name: "Prices" }));
    expect(prices.getByText("$199.00")).toBeVisible();
    const input = prices.getByRole("textbox", { name: "Your price of Skip Tracing in dollars" });
    expect(input).toHaveValue("149.00");
    fireEvent.change(input, { target: { value: "12.5x" } });
    fireEvent.click(prices.getByRole("button", { name: "Save" }));
    expect(await prices.findByText(/Enter a price in dollars/)).toBeVisible();
    fireEvent.change(input, { target: { value: "129.50" } });
    fireEvent.click(prices.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Skip Tracing: $129.50 at your storefront.")).toBeVisible();
    fireEvent.click(prices.getByRole("button", { name: "Use academy price" }));
    await waitFor(() => expect(input).toHaveValue(""));
    expect(sent).toEqual([
      { partnerId: 7, courseId: 3, priceCents: 12_950 },
      { partnerId: 7, courseId: 3, priceCents: null },
    ]);
  });
});

describe("the launch panel", () => {
  it("lists what is missing and keeps the button off", async () => {
    answer();
    await open();
    const missing = within(section("Launch").getByRole("list", { name: "Missing before launch" }));
    expect(missing.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "display name",
      "short address",
      "brand colour",
      "support email",
    ]);
    expect(section("Launch").getByRole("button", { name: "Launch storefront" })).toBeDisabled();
  });

  it("launches, then says where the storefront is live", async () => {
    answer(partner(SET));
    server.use(
      api.mutation(LaunchPartnerDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            launchPartner: partner({
              ...SET,
              status: "LIVE",
              launchedAt: "2026-11-29T10:00:00.000Z",
            }),
          },
        }),
      ),
    );
    await open();
    fireEvent.click(section("Launch").getByRole("button", { name: "Launch storefront" }));
    const link = await section("Launch").findByRole("link", { name: "/p/acme" });
    expect(link).toHaveAttribute("href", "/p/acme");
    expect(section("Launch").getByText(/Live at/)).toBeVisible();
    expect(section("Launch").getByText(/the old address stops working/)).toBeVisible();
  });

  it("shows the server's refusal when it still refuses", async () => {
    answer(partner(SET));
    server.use(
      api.mutation(LaunchPartnerDocument, () =>
        refused("BAD_USER_INPUT", "Before launching, please set: signed licence agreement"),
      ),
    );
    await open();
    fireEvent.click(section("Launch").getByRole("button", { name: "Launch storefront" }));
    expect(
      await screen.findByText("Before launching, please set: signed licence agreement"),
    ).toBeVisible();
  });
});
