import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import type { GraphQLResponseBody } from "msw/graphql";
import { DeepLinkDocument, type DeepLinkMutation } from "./system-portal-links.generated";
import { browserLocation } from "../../../lib/browser-location";
import { learner } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

describe("system portal links in the mobile menu", () => {
  function answerDeepLinks(
    answer: (system: string) => HttpResponse<GraphQLResponseBody<DeepLinkMutation>>,
  ) {
    server.use(api.mutation(DeepLinkDocument, ({ variables }) => answer(variables.system)));
  }

  async function openMobileMenu() {
    signedInAs(learner);
    await renderApp("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    return within(await screen.findByRole("navigation", { name: "Mobile" }));
  }

  it("opens a portal through a single-use deep link", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    const systems: string[] = [];
    answerDeepLinks(system => {
      systems.push(system);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          deepLink: { __typename: "DeepLinkResult", redirectUrl: "https://lms.example/token/t1" },
        },
      });
    });
    const menu = await openMobileMenu();
    fireEvent.click(menu.getByRole("button", { name: "Learning Portal" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://lms.example/token/t1"));
    expect(systems).toEqual(["lms"]);
  });

  it("says why a portal cannot be opened", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    answerDeepLinks(system => refused("NOT_FOUND", `No available system "${system}"`));
    const menu = await openMobileMenu();
    fireEvent.click(menu.getByRole("button", { name: "Video Portal" }));
    expect(await screen.findByText("Navigation Error")).toBeInTheDocument();
    expect(
      screen.getByText('Failed to navigate to system: No available system "video"'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(menu.getByRole("button", { name: "Video Portal" })).toBeEnabled();
  });
});
