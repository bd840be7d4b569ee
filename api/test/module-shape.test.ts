import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The shape of a domain module (README, "One way for each thing"): every file has a role suffix,
 * every input class lives in the module's `x.inputs.ts`, and a service is a class in
 * `x.service.ts` made as `new XService(em)` or `new XService(em, deps)`.
 */
const modules = resolve(dirname(fileURLToPath(import.meta.url)), "../src/modules");

const ROLES = [
  ".entity.ts",
  ".types.ts",
  ".inputs.ts",
  ".resolver.ts",
  ".service.ts",
  ".rest.ts",
  ".rest.graphql",
  ".http.ts",
  ".job.ts",
  ".gateway.ts",
  ".pdf.ts",
  ".sql.ts",
  ".messages.ts",
  ".rules.ts",
  ".test.ts",
];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some(m => m.kind === ts.SyntaxKind.ExportKeyword);

const decoratorNames = (node: ts.Node) =>
  ts.canHaveDecorators(node)
    ? (ts.getDecorators(node) ?? []).flatMap(d =>
        ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression)
          ? [d.expression.expression.text]
          : [],
      )
    : [];

/** What a file breaks of the module shape, in words. */
function problems(file: string): string[] {
  const name = file.split("/").pop()!;
  const found: string[] = [];
  if (name !== "index.ts" && !ROLES.some(role => name.endsWith(role))) found.push("role suffix");
  if (!name.endsWith(".ts") || name.endsWith(".test.ts")) return found;
  const source = parse(file);
  const isService = name.endsWith(".service.ts");
  for (const node of source.statements) {
    if (ts.isClassDeclaration(node)) {
      if (decoratorNames(node).includes("InputType") && !name.endsWith(".inputs.ts")) {
        found.push(`input ${node.name?.text} outside .inputs.ts`);
      }
      if (isService && exported(node)) {
        const ctor = node.members.find(ts.isConstructorDeclaration);
        const params = ctor?.parameters.map(p => p.name.getText(source)) ?? [];
        const shaped =
          node.name?.text.endsWith("Service") &&
          params[0] === "em" &&
          params.length <= 2 &&
          (params.length < 2 || params[1] === "deps");
        if (!shaped) found.push(`service ${node.name?.text}(${params.join(", ")})`);
      }
    }
    // Work on the database is a service's method, not a loose function.
    if (ts.isFunctionDeclaration(node) && exported(node)) {
      const first = node.parameters[0];
      if (first?.type?.getText(source) === "EntityManager") {
        found.push(`function ${node.name?.text}(em) outside a service`);
      }
    }
  }
  return found;
}

describe("the modules' shape", () => {
  const actual: Record<string, string[]> = {};
  for (const file of files(modules)) {
    const found = problems(file);
    if (found.length) actual[relative(modules, file)] = found;
  }

  it("has a role suffix on every file, inputs in .inputs.ts and one service style", () => {
    expect(actual).toEqual({});
  });
});
