// Checks a REST answer against the OpenAPI document the server serves (/api/openapi.json): the
// status is documented for the path and method, and the body is what the document says for it
// (JSON Schema 2020-12, formats checked), or of the documented media type (PDF, CSV).
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { TestApp } from "./app.js";

interface MediaType {
  schema?: object;
}
interface Answer {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { responses: Record<string, Answer> };
}

export interface AnswerCheck {
  /** What is wrong with the answer, in words; empty when it is as documented. */
  (method: string, path: string, response: Response): Promise<string[]>;
}

/** The documented path a concrete one matches (`/api/courses/7` -> `/api/courses/{id}`). */
function templateOf(document: Document, path: string): string | undefined {
  const bare = path.split("?")[0];
  if (document.paths[bare]) return bare;
  return Object.keys(document.paths).find(template =>
    new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`).test(bare),
  );
}

export async function answerChecker(app: TestApp): Promise<AnswerCheck> {
  const document = (await (await app.request("/api/openapi.json")).json()) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, "openapi");
  const compiled = new Map<string, ValidateFunction>();
  const pointer = (...parts: string[]) =>
    parts.map(part => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

  return async (method, path, response) => {
    const template = templateOf(document, path);
    if (!template) return [`${path} is not in the document`];
    const operation = document.paths[template][method.toLowerCase()];
    if (!operation) return [`${method} ${template} is not in the document`];
    const status = String(response.status);
    const answer = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!answer) return [`${method} ${template}: status ${status} is not documented`];
    const [where, documented] = answer.$ref
      ? [
          `/components/responses/${pointer(answer.$ref.split("/").pop()!)}`,
          document.components.responses[answer.$ref.split("/").pop()!],
        ]
      : [`/paths/${pointer(template, method.toLowerCase())}/responses/${status}`, answer];
    // (A range's answer, `4XX`, always refers to a component.)
    const type = (response.headers.get("content-type") ?? "").split(";")[0];
    const media = documented.content?.[type];
    if (!media) {
      const types = Object.keys(documented.content ?? {}).join(", ") || "no body";
      return [`${method} ${template} ${status}: ${type || "no type"} where it says ${types}`];
    }
    if (!media.schema || type !== "application/json") return [];
    const ref = `openapi#${where}/content/${pointer(type)}/schema`;
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    const body: unknown = await response.clone().json();
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      error =>
        `${method} ${template} ${status}: ${error.instancePath || "the body"} ${error.message} (${JSON.stringify(error.params)})`,
    );
  };
}
