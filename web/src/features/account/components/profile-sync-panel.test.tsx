import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import type { SyncStatusList_RowsFragment } from "./profile-sync-panel.generated";
import {
  ProfileSyncStatusDocument,
  PullProfileDocument,
  PushProfileDocument,
  SyncProfileDocument,
} from "../integration.generated";
import type { SystemKey } from "../../../graphql/types";
import { learner } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";

const LABELS = { LMS: "Learning Management", STORAGE: "File Storage", VIDEO: "Video Processing" };

function row(
  system: keyof typeof LABELS,
  status: SyncStatusList_RowsFragment["status"],
  details: string | null,
  connected = true,
) {
  return {
    __typename: "ProfileSync" as const,
    system,
    label: LABELS[system],
    connected,
    status,
    details,
    lastSynced: status === "SUCCESS" ? "2026-11-20T15:30:00.000Z" : null,
  };
}

function statusIs(rows: ReturnType<typeof row>[] | "error") {
  server.use(
    api.query(ProfileSyncStatusDocument, () =>
      rows === "error"
        ? HttpResponse.error()
        : HttpResponse.json({ data: { __typename: "Query", profileSyncStatus: rows } }),
    ),
  );
}

async function openIntegration() {
  signedInAs(learner);
  await renderPage("/account");
  fireEvent.click(await screen.findByRole("tab", { name: "Integration" }));
  return screen.findByRole("heading", { name: "Profile Synchronization" });
}

describe("account integration tab", () => {
  it("shows each system's last synchronization, success in green and anything else as a warning", async () => {
    statusIs([row("LMS", "SUCCESS", "Profile sent"), row("VIDEO", "FAILED", "Video system down")]);
    await openIntegration();
    const lms = (await screen.findByText("Learning Management")).closest("li") as HTMLElement;
    expect(within(lms).getByText("Success")).toBeInTheDocument();
    expect(within(lms).getByText(/^Last synced: Nov 20, \d{2}:\d{2} [AP]M$/)).toBeInTheDocument();
    const video = screen.getByText("Video Processing").closest("li") as HTMLElement;
    expect(within(video).getByText("Video system down")).toBeInTheDocument();
    expect(within(video).getByText("Last synced: Never")).toBeInTheDocument();
  });

  it("says when there is no data, syncs every system, and says when the status cannot be loaded", async () => {
    statusIs([]);
    server.use(
      api.mutation(SyncProfileDocument, () =>
        HttpResponse.json({
          data: { __typename: "Mutation", syncProfile: [row("LMS", "SUCCESS", null)] },
        }),
      ),
    );
    await openIntegration();
    expect(
      await screen.findByText("No synchronization data is available. Try syncing your profile."),
    ).toBeInTheDocument();
    statusIs("error");
    fireEvent.click(screen.getByRole("button", { name: "Sync All Systems" }));
    expect(await screen.findByText("Profile Synchronized")).toBeInTheDocument();
    expect(
      await screen.findByText("Failed to load synchronization status. Please try again."),
    ).toBeInTheDocument();
  });

  it("syncs every system and says which failed", async () => {
    statusIs([]);
    server.use(
      api.mutation(SyncProfileDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            syncProfile: [row("LMS", "SUCCESS", null), row("STORAGE", "FAILED", "Storage refused")],
          },
        }),
      ),
    );
    await openIntegration();
    fireEvent.click(screen.getByRole("button", { name: "Sync All Systems" }));
    expect(await screen.findByText("Synchronization Failed")).toBeInTheDocument();
    expect(screen.getByText("File Storage: Storage refused")).toBeInTheDocument();
  });

  it("pulls from a chosen system after a confirmation; the main portal cannot be chosen", async () => {
    statusIs([]);
    const pulled: SystemKey[] = [];
    server.use(
      api.mutation(PullProfileDocument, ({ variables }) => {
        pulled.push(variables.system);
        return HttpResponse.json({
          data: { __typename: "Mutation", pullProfile: row("LMS", "SUCCESS", "Newer copy taken") },
        });
      }),
    );
    await openIntegration();
    fireEvent.click(screen.getByRole("tab", { name: "Pull Data" }));
    const systems = within(await screen.findByRole("group", { name: "Systems" }));
    expect(systems.getByRole("button", { name: "Main Portal" })).toBeDisabled();

    fireEvent.click(systems.getByRole("button", { name: "Video Processing" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();

    fireEvent.click(systems.getByRole("button", { name: "Learning Management" }));
    expect(
      screen.getByText("Pull your profile from Learning Management? The newer copy is kept."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Profile Retrieved")).toBeInTheDocument();
    expect(pulled).toEqual(["LMS"]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Status" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Sync Status" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
  });

  it("offers a system the portal is not set up to reach as not connected, never tries it", async () => {
    statusIs([
      row("LMS", "SUCCESS", "Profile sent"),
      row("STORAGE", "PENDING", null, false),
      row("VIDEO", "PENDING", null, false),
    ]);
    await openIntegration();
    const storage = (await screen.findByText("File Storage")).closest("li") as HTMLElement;
    expect(within(storage).getByText("Not connected")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Push Data" }));
    const systems = within(await screen.findByRole("group", { name: "Systems" }));
    expect(systems.getByRole("button", { name: "File Storage (not connected)" })).toBeDisabled();
    expect(systems.getByRole("button", { name: "Learning Management" })).toBeEnabled();
  });

  it("turns Sync All Systems off when no system is connected, and says why", async () => {
    statusIs([row("LMS", "PENDING", null, false), row("VIDEO", "PENDING", null, false)]);
    await openIntegration();
    await screen.findByText("Learning Management");
    expect(screen.getByRole("button", { name: "Sync All Systems" })).toBeDisabled();
    expect(
      screen.getByText(/^No system is connected to this portal yet, so there is nothing to sync/),
    ).toBeInTheDocument();
  });

  it("names the systems not connected after syncing the others, as not connected, not failed", async () => {
    const rows = [
      row("LMS", "SUCCESS", "Profile sent"),
      row("STORAGE", "PENDING", null, false),
      row("VIDEO", "PENDING", null, false),
    ];
    statusIs(rows);
    server.use(
      api.mutation(SyncProfileDocument, () =>
        HttpResponse.json({ data: { __typename: "Mutation", syncProfile: rows } }),
      ),
    );
    await openIntegration();
    fireEvent.click(await screen.findByRole("button", { name: "Sync All Systems" }));
    expect(await screen.findByText("Profile Synchronized")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sent to Learning Management. Not connected: File Storage, Video Processing.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Synchronization Failed")).not.toBeInTheDocument();
  });

  it("tells why a push failed", async () => {
    statusIs([]);
    server.use(
      api.mutation(PushProfileDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            pushProfile: row("STORAGE", "FAILED", "The storage system is not configured"),
          },
        }),
      ),
    );
    await openIntegration();
    fireEvent.click(screen.getByRole("tab", { name: "Push Data" }));
    fireEvent.click(await screen.findByRole("button", { name: "File Storage" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Profile Update Failed")).toBeInTheDocument();
    expect(screen.getByText("The storage system is not configured")).toBeInTheDocument();
  });
});
