import { describe, expect, it, jest } from "@jest/globals";
import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import type { GraphQLResponseBody } from "msw/graphql";
import {
  MeDocument,
  RefreshSessionDocument,
  type MeQuery,
  type RefreshSessionMutation,
} from "./session.generated";
import { useFakeClock } from "../../test/fake-clock";
import { learner } from "../../test/fixtures";
import { currentPath, mountApp, renderApp, sessionSpinner } from "../../test/render-app";
import { api, refused, server, signedInAs } from "../../test/server";
import { SESSION_RECHECK_MS } from "./session-provider";

const unauthenticated = () => refused("UNAUTHENTICATED", "Not signed in");
const me = (): HttpResponse<GraphQLResponseBody<MeQuery>> =>
  HttpResponse.json({ data: { __typename: "Query", me: learner } });
const refreshed = (): HttpResponse<GraphQLResponseBody<RefreshSessionMutation>> =>
  HttpResponse.json({
    data: {
      __typename: "Mutation",
      refreshSession: { __typename: "SuccessResult", success: true },
    },
  });

const header = () => within(screen.getByRole("banner"));

describe("session", () => {
  it("renders nothing of the app until the server says who is signed in", async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>(resolve => (answer = resolve));
    server.use(
      api.query(MeDocument, async () => {
        await answered;
        return me();
      }),
    );
    mountApp("/about");
    expect(sessionSpinner()).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "About Guardian Academy" }),
    ).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole("heading", { name: "About Guardian Academy" }),
    ).toBeInTheDocument();
    expect(sessionSpinner()).not.toBeInTheDocument();
    expect(header().getByRole("button", { name: "Jordan" })).toBeInTheDocument();
  });

  it("starts signed out without asking when the server saw no session cookie", async () => {
    const asked: string[] = [];
    server.use(
      api.query(MeDocument, () => {
        asked.push("me");
        return me();
      }),
    );
    const hint = Object.assign(document.createElement("meta"), {
      name: "ga-session",
      content: "none",
    });
    document.head.append(hint);
    try {
      await renderApp("/");
      expect(header().getByRole("link", { name: "Log In" })).toBeInTheDocument();
      expect(asked).toEqual([]);
    } finally {
      hint.remove();
    }
  });

  it("starts signed in as a page rendered for its viewer says, and says so when that session has ended", async () => {
    const asked: string[] = [];
    server.use(
      api.query(MeDocument, () => {
        asked.push("me");
        return unauthenticated();
      }),
    );
    // The state after the dashboard the server rendered for the learner (api modules/site).
    const state = {
      [`User:${learner.id}`]: learner,
      ROOT_QUERY: { __typename: "Query", me: { __ref: `User:${learner.id}` } },
    };
    const app = mountApp("/dashboard", state);
    // No session check before the first render: the page is the learner's at once.
    expect(sessionSpinner()).not.toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    // The session is checked as the app starts; one that ended says so, then goes to sign in.
    expect(await screen.findByText("Session Expired")).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/login?redirect=/dashboard"));
    expect(asked.length).toBeGreaterThan(0);
  });

  it("shows the Log In button when nobody is signed in", async () => {
    await renderApp("/about");
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    expect(header().queryByRole("button", { name: "Jordan" })).not.toBeInTheDocument();
  });

  it("renews an expired session once and asks for the user again", async () => {
    const calls = { me: 0, refresh: 0 };
    server.use(
      api.query(MeDocument, () => (++calls.me === 1 ? unauthenticated() : me())),
      api.mutation(RefreshSessionDocument, () => {
        calls.refresh += 1;
        return refreshed();
      }),
    );
    await renderApp("/about");
    expect(header().getByRole("button", { name: "Jordan" })).toBeInTheDocument();
    expect(calls).toEqual({ me: 2, refresh: 1 });
  });

  it("stays signed out without asking again when the session cannot be renewed", async () => {
    const calls = { me: 0, refresh: 0 };
    server.use(
      api.query(MeDocument, () => {
        calls.me += 1;
        return unauthenticated();
      }),
      api.mutation(RefreshSessionDocument, () => {
        calls.refresh += 1;
        return refused("UNAUTHENTICATED", "Expired");
      }),
    );
    await renderApp("/about");
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    expect(calls).toEqual({ me: 1, refresh: 1 });
  });

  it("continues signed out when the server cannot be reached", async () => {
    server.use(api.query(MeDocument, () => HttpResponse.error()));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderApp("/about");
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it("rechecks the session every minute and signs out here when the server has ended it", async () => {
    useFakeClock();
    signedInAs(learner);
    const app = await renderApp("/account");
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeInTheDocument();

    server.use(api.query(MeDocument, unauthenticated));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SESSION_RECHECK_MS);
    });
    await waitFor(() => expect(currentPath(app)).toBe("/login?redirect=/account"));
    expect(header().getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
    // Told in words, not silently dropped.
    expect(await screen.findByText("Session Expired")).toBeInTheDocument();
    expect(screen.getByText("Your session has expired. Please log in again.")).toBeInTheDocument();
  });

  it("says so when a refused request finds the session could not be renewed", async () => {
    const calls = { me: 0, refresh: 0 };
    server.use(
      // Signed in when the app starts; the session then ends on the server (its refresh token
      // expired), so the dashboard's next request is refused and cannot be renewed.
      api.query(MeDocument, () => (++calls.me === 1 ? me() : unauthenticated())),
      api.mutation(RefreshSessionDocument, () => {
        calls.refresh += 1;
        return refused("UNAUTHENTICATED", "Expired");
      }),
      // And so are the dashboard's own requests.
      api.operation(unauthenticated),
    );
    const app = await renderApp("/dashboard");
    expect(await screen.findByText("Session Expired")).toBeInTheDocument();
    expect(screen.getByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/login?redirect=/dashboard"));
    expect(calls.refresh).toBeGreaterThan(0);
  });

  it("keeps the user signed in when a recheck finds the session still valid", async () => {
    useFakeClock();
    let checks = 0;
    server.use(
      api.query(MeDocument, () => {
        checks += 1;
        return me();
      }),
    );
    await renderApp("/dashboard");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(SESSION_RECHECK_MS * 2);
    });
    await waitFor(() => expect(checks).toBe(3));
    expect(screen.getByText("Welcome, Jordan Lee")).toBeInTheDocument();
  });
});
