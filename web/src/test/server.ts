import { HttpResponse } from "msw";
import { graphql } from "msw/graphql";
import { setupServer } from "msw/node";
import { CourseDocument, CoursesDocument, SiteBannersDocument } from "../graphql/graphql";
import { bannerSettings, courses } from "./fixtures";

/** The API's GraphQL endpoint as the app in jsdom reaches it (same origin). */
export const api = graphql.link(new URL("/graphql", window.location.origin).href);

/** The errors of a response the way the API reports a missing record. */
export function notFoundErrors(message: string) {
  return [{ message, extensions: { code: "NOT_FOUND" } }];
}

export const handlers = [
  api.query(CoursesDocument, () => HttpResponse.json({ data: { __typename: "Query", courses } })),
  api.query(CourseDocument, ({ variables }) => {
    const found = courses.find(candidate => candidate.id === variables.id);
    if (!found) {
      return HttpResponse.json({ data: null, errors: notFoundErrors(`No course ${variables.id}`) });
    }
    return HttpResponse.json({ data: { __typename: "Query", course: found } });
  }),
  api.query(SiteBannersDocument, () => HttpResponse.json({ data: bannerSettings })),
];

export const server = setupServer(...handlers);
