import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  ActivityDocument,
  MarkNotificationsReadDocument,
  NotificationsDocument,
  SystemStatusDocument,
  type NotificationsQuery,
} from "../dashboard.generated";
import { LinkedSystemsDocument } from "../../systems/systems.generated";
import { administrator, learner } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";

describe("linked systems", () => {
  const notifications: NotificationsQuery["notifications"] = [1, 2, 3].map(id => ({
    __typename: "Notification",
    id,
    system: "MAIN",
    type: "info",
    message: `Notice ${id}`,
    timestamp: "2026-11-20T15:30:00.000Z",
    read: id === 3,
  }));

  it("counts unread notifications and marks one or all of them read", async () => {
    signedInAs(learner);
    const marked: (number[] | null | undefined)[] = [];
    let read = new Set<number>([3]);
    server.use(
      api.query(LinkedSystemsDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", systems: [] } }),
      ),
      api.query(NotificationsDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            notifications: notifications.map(item => ({ ...item, read: read.has(item.id) })),
          },
        }),
      ),
      api.mutation(MarkNotificationsReadDocument, ({ variables }) => {
        const ids = variables.ids as number[] | null;
        marked.push(ids);
        read = ids ? new Set([...read, ...ids]) : new Set([1, 2, 3]);
        return HttpResponse.json({ data: { __typename: "Mutation", markNotificationsRead: 1 } });
      }),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Linked Systems" }));
    const tab = await screen.findByRole("tab", { name: /Notifications/ });
    await waitFor(() => expect(within(tab).getByText("2")).toBeInTheDocument());
    fireEvent.click(tab);
    const first = (await screen.findByText("Notice 1")).closest("li") as HTMLElement;
    fireEvent.click(within(first).getByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("Notifications marked as read.")).toBeInTheDocument();
    await waitFor(() => expect(within(tab).getByText("1")).toBeInTheDocument());
    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(within(tab).queryByText(/\d/)).not.toBeInTheDocument());
    expect(marked).toEqual([[1], null]);
  });

  it("shows the built-in systems when the list cannot be loaded, and no activity", async () => {
    signedInAs(learner);
    server.use(
      api.query(LinkedSystemsDocument, () => HttpResponse.error()),
      api.query(ActivityDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", activity: [] } }),
      ),
      api.query(NotificationsDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", notifications: [] } }),
      ),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Linked Systems" }));
    for (const name of [
      "Main Portal",
      "Learning Management System",
      "Storage System",
      "Video System",
    ]) {
      expect(await screen.findByText(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole("tab", { name: "Status" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Activity" }));
    expect(await screen.findByText("No recent activity")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: /Notifications/ }));
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
  });

  it("tells each activity as a sentence with names", async () => {
    signedInAs(learner);
    server.use(
      api.query(ActivityDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            activity: [
              {
                __typename: "ActivityItem",
                id: 1,
                system: "MAIN",
                action: "Enrolled in a course",
                timestamp: "2026-11-20T15:30:00.000Z",
                summary: "You are enrolled in Skip Tracing.",
              },
            ],
          },
        }),
      ),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Linked Systems" }));
    fireEvent.click(await screen.findByRole("tab", { name: "Activity" }));
    expect(await screen.findByText("You are enrolled in Skip Tracing.")).toBeInTheDocument();
    expect(screen.getByText("Enrolled in a course")).toBeInTheDocument();
    expect(screen.queryByText(/courseId/)).not.toBeInTheDocument();
  });

  it("gives administrators the systems' health", async () => {
    signedInAs(administrator);
    server.use(
      api.query(LinkedSystemsDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", systems: [] } }),
      ),
      api.query(NotificationsDocument, () =>
        HttpResponse.json({ data: { __typename: "Query", notifications: [] } }),
      ),
      api.query(SystemStatusDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            systemStatus: [
              {
                __typename: "SystemStatus",
                system: "LMS",
                name: "Learning Management System",
                status: "DOWN",
                version: null,
                lastChecked: "2026-11-20T15:30:00.000Z",
                url: "https://lms.example.com",
              },
            ],
          },
        }),
      ),
    );
    await renderPage("/dashboard");
    fireEvent.click(await screen.findByRole("tab", { name: "Linked Systems" }));
    fireEvent.click(await screen.findByRole("tab", { name: "Status" }));
    expect(await screen.findByText("Down")).toBeInTheDocument();
    expect(screen.getByText(/Last checked Nov 20/)).toBeInTheDocument();
  });
});
