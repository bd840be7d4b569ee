import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminCourseListDocument,
  AdminCreateCourseDocument,
  AdminDeleteCourseDocument,
  AdminUpdateCourseDocument,
  UploadCourseImageDocument,
  type AdminCourseListQuery,
  type AdminCourseListQueryVariables,
} from "../admin-courses.generated";
import type { AdminCourseInput, AdminCourseUpdateInput } from "../../../../graphql/types";
import { administrator } from "../../../../test/fixtures";
import { mountApp } from "../../../../test/render-app";
import { api, refused, refusedFields, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";
import { DELETE_COURSE_CONFIRMATION } from "./admin-courses-page";

type Node = AdminCourseListQuery["adminCourses"]["edges"][number]["node"];

const course = (fields: Partial<Node> & { id: number; title: string }): Node => ({
  __typename: "AdminCourse",
  description: "A course.",
  imageUrl: null,
  hours: 8,
  creditHours: 8,
  category: "CONTINUING_EDUCATION",
  priceCents: 19_900,
  isFeatured: false,
  isSelfPaced: true,
  isActive: true,
  moodleCourseId: null,
  instructorName: null,
  enrollmentCount: 0,
  ...fields,
});

const COURSES = [
  course({ id: 1, title: "Bail Enforcement Basics", isFeatured: true, enrollmentCount: 12 }),
  course({
    id: 2,
    title: "Tactical Entry",
    priceCents: 7_450,
    hours: 16,
    isSelfPaced: false,
    isActive: false,
  }),
];

function connection(nodes: Node[]): AdminCourseListQuery {
  return {
    __typename: "Query",
    adminCourses: connectionOf("AdminCourse", nodes),
  };
}

/** The list answers with these courses (or a failure) and records what it was asked. */
function answerList(nodes: Node[] | "error" = COURSES) {
  const asked: AdminCourseListQueryVariables[] = [];
  server.use(
    api.query(AdminCourseListDocument, ({ variables }) => {
      asked.push(variables);
      if (nodes === "error")
        return HttpResponse.json({ errors: [{ message: "boom" }] }, { status: 500 });
      const search = variables.filter?.search?.toLowerCase();
      return HttpResponse.json({
        data: connection(
          search ? nodes.filter(n => n.title.toLowerCase().includes(search)) : nodes,
        ),
      });
    }),
  );
  return asked;
}

async function openCourses() {
  signedInAs(administrator);
  mountApp("/admin/courses");
  return screen.findByRole("table", { name: "Courses" }, FIRST_LOAD);
}

const dialog = () => within(screen.getByRole("dialog"));

/** The session check and the lazily loaded admin chunks can take a while on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

// The lazily loaded admin layout and page, compiled once before the first test's waits.
beforeAll(async () => {
  await Promise.all([import("../../components/admin-layout"), import("./admin-courses-page")]);
}, 60_000);

describe("the admin courses screen", () => {
  it("lists the courses with their badge, price, hours, format, status and enrollments", async () => {
    answerList();
    const table = await openCourses();
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map(cell => cell.textContent),
    ).toEqual(["Title ▲", "Price", "Hours", "Format", "Status", "Enrollments", "Actions"]);
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map(cell => cell.textContent),
    ).toEqual([
      "Bail Enforcement BasicsFeatured",
      "$199.00",
      "8",
      "Self-Paced",
      "Active",
      "12",
      "EditDelete",
    ]);
    expect(
      within(rows[2])
        .getAllByRole("cell")
        .map(cell => cell.textContent),
    ).toEqual(["Tactical Entry", "$74.50", "16", "Instructor-Led", "Inactive", "0", "EditDelete"]);
  });

  it("searches on the server and says when nothing matches", async () => {
    const asked = answerList();
    await openCourses();
    fireEvent.change(screen.getByLabelText("Search courses"), { target: { value: "nothing" } });
    expect(
      await screen.findByText("No courses match your search criteria", {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(asked.at(-1)?.filter?.search).toBe("nothing");
  });

  it("says so when the courses cannot be loaded", async () => {
    answerList("error");
    signedInAs(administrator);
    mountApp("/admin/courses");
    expect(await screen.findByText("Failed to load courses", {}, FIRST_LOAD)).toBeInTheDocument();
  });

  it("adds a course with the spec's defaults, checks the form and sends exact cents", async () => {
    answerList();
    const inputs: AdminCourseInput[] = [];
    server.use(
      api.mutation(AdminCreateCourseDocument, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminCreateCourse: { __typename: "AdminCourse", id: 9, title: variables.input.title },
          },
        });
      }),
    );
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Add Course" }));
    expect(dialog().getByLabelText(/Price/)).toHaveValue(0);
    expect(dialog().getByLabelText(/^Hours/)).toHaveValue(1);
    expect(dialog().getByRole("checkbox", { name: "Self-Paced" })).toBeChecked();
    expect(dialog().getByRole("checkbox", { name: "Active" })).toBeChecked();
    expect(dialog().getByRole("checkbox", { name: "Featured" })).not.toBeChecked();

    expect(dialog().getByLabelText(/^Credit Hours/)).toHaveValue(1);
    expect(dialog().getByLabelText(/^Category/)).toHaveValue("CONTINUING_EDUCATION");
    fireEvent.change(dialog().getByLabelText(/^Hours/), { target: { value: "1.5" } });
    fireEvent.change(dialog().getByLabelText(/^Credit Hours/), { target: { value: "-1" } });
    fireEvent.change(dialog().getByLabelText(/Price/), { target: { value: "19.999" } });
    fireEvent.change(dialog().getByLabelText(/^Image URL/), {
      target: { value: "//elsewhere.example/x.png" },
    });
    fireEvent.click(dialog().getByRole("button", { name: "Create Course" }));
    expect(
      dialog().getByText("Image URL must be an http:// or https:// address or a path on this site"),
    ).toBeInTheDocument();
    expect(dialog().getByText("Title is required")).toBeInTheDocument();
    expect(dialog().getByText("Description is required")).toBeInTheDocument();
    expect(dialog().getByText("Price can have at most 2 decimal places")).toBeInTheDocument();
    expect(dialog().getByText("Hours must be a whole number")).toBeInTheDocument();
    expect(dialog().getByText("Credit hours must be 0 or more")).toBeInTheDocument();
    expect(inputs).toEqual([]);

    fireEvent.change(dialog().getByLabelText(/Title/), { target: { value: " Skip Tracing " } });
    fireEvent.change(dialog().getByLabelText(/Description/), { target: { value: "Find people." } });
    fireEvent.change(dialog().getByLabelText(/Price/), { target: { value: "19.99" } });
    fireEvent.change(dialog().getByLabelText(/^Hours/), { target: { value: "12" } });
    fireEvent.change(dialog().getByLabelText(/^Image URL/), {
      target: { value: "/images/courses/skip-tracing.jpg" },
    });
    fireEvent.change(dialog().getByLabelText(/^Credit Hours/), { target: { value: "10" } });
    fireEvent.change(dialog().getByLabelText(/^Category/), {
      target: { value: "INITIAL_CERTIFICATION" },
    });
    fireEvent.click(dialog().getByRole("checkbox", { name: "Featured" }));
    // The switch reports its change after the click's event: let it land before saving.
    await act(async () => {});
    fireEvent.click(dialog().getByRole("button", { name: "Create Course" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(inputs).toEqual([
      {
        title: "Skip Tracing",
        description: "Find people.",
        priceCents: 1999,
        hours: 12,
        creditHours: 10,
        category: "INITIAL_CERTIFICATION",
        instructorName: null,
        moodleCourseId: null,
        imageUrl: "/images/courses/skip-tracing.jpg",
        isSelfPaced: true,
        isActive: true,
        isFeatured: true,
      },
    ]);
    expect(await screen.findByText("Course Created")).toBeInTheDocument();
  });

  it("refuses text-direction and invisible characters as the server does, sending nothing", async () => {
    answerList();
    const inputs: AdminCourseInput[] = [];
    server.use(
      api.mutation(AdminCreateCourseDocument, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: null, errors: [{ message: "not expected" }] });
      }),
    );
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Add Course" }));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog().getByLabelText(label), { target: { value } });
    type(/Title/, "Skip \u202Egnirt");
    type(/Description/, "Find people.");
    type(/Instructor Name/, "Sam\u200BTeacher");
    type(/Moodle Course ID/, "RW\u2060101");
    type(/Image URL/, "https://images.example/a\u2066.png");
    fireEvent.click(dialog().getByRole("button", { name: "Create Course" }));
    for (const message of [
      "Title must be one line of plain text without < or >",
      "Instructor name must not contain invisible characters (such as a zero-width space)",
      "Moodle course ID must not contain invisible characters (such as a zero-width space)",
      "Image URL must be an http:// or https:// address or a path on this site",
    ]) {
      expect(await dialog().findByText(message)).toBeInTheDocument();
    }
    expect(inputs).toEqual([]);
  });

  it("edits a course with its current values and shows the server's refusal", async () => {
    answerList();
    const inputs: AdminCourseUpdateInput[] = [];
    server.use(
      api.mutation(AdminUpdateCourseDocument, ({ variables }) => {
        inputs.push(variables.input);
        return refused("BAD_USER_INPUT", "Price must be at most $1,000,000.00");
      }),
    );
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Edit Tactical Entry" }));
    expect(dialog().getByLabelText(/Price/)).toHaveValue(74.5);
    expect(dialog().getByRole("checkbox", { name: "Self-Paced" })).not.toBeChecked();
    fireEvent.change(dialog().getByLabelText(/Price/), { target: { value: "80" } });
    fireEvent.click(dialog().getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update course")).toBeInTheDocument();
    expect(screen.getByText("Price must be at most $1,000,000.00")).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ title: "Tactical Entry", priceCents: 8000, hours: 16 });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("uploads a PNG for a course being edited, and the form's Image URL becomes its address", async () => {
    answerList();
    const sent: { id: number; image: string }[] = [];
    server.use(
      api.mutation(UploadCourseImageDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            uploadCourseImage: {
              __typename: "AdminCourse",
              id: variables.id,
              imageUrl: `/api/courses/${variables.id}/image.png?v=1764331200000`,
            },
          },
        });
      }),
    );
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Add Course" }));
    expect(dialog().queryByLabelText("Upload Image (PNG)")).toBeNull();
    fireEvent.click(dialog().getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole("button", { name: "Edit Tactical Entry" }));
    const input = dialog().getByLabelText("Upload Image (PNG)");
    const gif = new File(["GIF89a"], "logo.gif", { type: "image/gif" });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await dialog().findByText("Choose a PNG picture.")).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "course.png", {
      type: "image/png",
    });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText("Image uploaded")).toBeInTheDocument();
    expect(sent).toEqual([{ id: expect.any(Number), image: "data:image/png;base64,iVBORw==" }]);
    expect(dialog().getByLabelText(/^Image URL/)).toHaveValue(
      `/api/courses/${sent[0].id}/image.png?v=1764331200000`,
    );
  });

  it("shows each field the server refuses beside it, the price under Price", async () => {
    answerList();
    server.use(
      api.mutation(AdminUpdateCourseDocument, () =>
        refusedFields({
          title: "Title must be one line of plain text without < or >",
          priceCents: "Price must be at most $1,000,000.00",
        }),
      ),
    );
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Edit Tactical Entry" }));
    fireEvent.click(dialog().getByRole("button", { name: "Save Changes" }));
    expect(
      await dialog().findByText("Title must be one line of plain text without < or >"),
    ).toBeInTheDocument();
    expect(dialog().getByLabelText(/Title/)).toHaveAttribute("aria-invalid", "true");
    expect(dialog().getByLabelText(/Price/)).toHaveAccessibleDescription(
      "Price must be at most $1,000,000.00",
    );
    expect(screen.queryByText("Failed to update course")).not.toBeInTheDocument();
  });

  it("deletes only after the browser confirmation and tells the server's answer", async () => {
    answerList();
    const deleted: number[] = [];
    server.use(
      api.mutation(AdminDeleteCourseDocument, ({ variables }) => {
        deleted.push(variables.id);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminDeleteCourse: {
              __typename: "AdminCourseDeletion",
              id: variables.id,
              deleted: false,
              deactivated: true,
              message: "The course has enrollments, so it was deactivated instead of deleted.",
            },
          },
        });
      }),
    );
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false);
    await openCourses();
    fireEvent.click(screen.getByRole("button", { name: "Delete Bail Enforcement Basics" }));
    expect(confirm).toHaveBeenCalledWith(DELETE_COURSE_CONFIRMATION);
    expect(DELETE_COURSE_CONFIRMATION).toBe(
      "Are you sure you want to delete this course? This action cannot be undone.",
    );
    await act(async () => {});
    expect(deleted).toEqual([]);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole("button", { name: "Delete Bail Enforcement Basics" }));
    expect(await screen.findByText("Course Deactivated")).toBeInTheDocument();
    expect(
      screen.getByText("The course has enrollments, so it was deactivated instead of deleted."),
    ).toBeInTheDocument();
    expect(deleted).toEqual([1]);
  });
});
