import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

// Run from the repository root: npx graphql-codegen --config codegen.ts
// Reads the committed SDL (never a running server) and the web app's named operations.
// The admin features' operations go to graphql/admin/: a module is loaded whole by every page
// that uses any of its exports, so one module for all would put the admin documents on the home page.
const ADMIN = "web/src/features/admin/**/*.graphql";
// Likewise the certificates' operations (the public /verify page, the dashboard's tab) go to
// graphql/certificates/, so the home page does not carry them.
const CERTIFICATES = "web/src/features/certificates/**/*.graphql";
// And the forgotten-password pages' (graphql/password-reset/).
const PASSWORD_RESET = "web/src/features/auth/password-reset.graphql";
// The same for the signed-in features' operations (graphql/member/), which the home page never
// runs; their fragment of a course image is the catalogue's, generated into both targets.
const MEMBER = [
  "web/src/features/{dashboard,checkout,business-offers,ce-ledger,agency}/**/*.graphql",
  "web/src/features/account/integration.graphql",
];
// And those of the lazily loaded pages and layout parts (graphql/pages/): course detail, account,
// registration, contact, legal, the token sign-in and the systems menu (the session's Login and
// AdminLogin stay public). The signed-in user's fragment and the course image's, public too, are
// generated into both targets.
const PAGES = [
  "web/src/features/{account/account,auth/auth,contact/contact,legal/legal}.graphql",
  "web/src/features/courses/course-detail.graphql",
  "web/src/features/courses/components/{course-overview,course-price-card}.graphql",
  "web/src/features/systems/**/*.graphql",
];
const PUBLIC = [
  "web/src/**/*.graphql",
  `!${ADMIN}`,
  `!${CERTIFICATES}`,
  `!${PASSWORD_RESET}`,
  ...MEMBER.map(glob => `!${glob}`),
  ...PAGES.map(glob => `!${glob}`),
];
const COURSE_IMAGE = "web/src/features/courses/components/course-image.graphql";
const MEMBER_DOCUMENTS = [...MEMBER, COURSE_IMAGE];
const PAGES_DOCUMENTS = [...PAGES, COURSE_IMAGE, "web/src/lib/session/session-user.graphql"];

const client = {
  preset: "client",
  presetConfig: {
    fragmentMasking: false,
    // No persistedDocuments here: codegen/persisted-manifests.mjs writes each target's manifest
    // from Apollo Client's print of its documents, which the browser hashes itself (no hash is
    // embedded in the page).
  },
  // Apollo Client adds __typename to every selection; the generated types say so too.
  documentTransforms: [addTypenameSelectionDocumentTransform],
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTimeISO: "string" },
  },
} as const;
const hooks = {
  plugins: ["./codegen/typed-hooks-plugin.js"],
  config: { documentsImport: "./graphql" },
};

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/": { ...client, documents: PUBLIC },
    "web/src/graphql/hooks.ts": { ...hooks, documents: PUBLIC },
    "web/src/graphql/member/": { ...client, documents: MEMBER_DOCUMENTS },
    "web/src/graphql/member/hooks.ts": { ...hooks, documents: MEMBER_DOCUMENTS },
    "web/src/graphql/admin/": { ...client, documents: [ADMIN] },
    "web/src/graphql/admin/hooks.ts": { ...hooks, documents: [ADMIN] },
    "web/src/graphql/certificates/": { ...client, documents: [CERTIFICATES] },
    "web/src/graphql/certificates/hooks.ts": { ...hooks, documents: [CERTIFICATES] },
    "web/src/graphql/password-reset/": { ...client, documents: [PASSWORD_RESET] },
    "web/src/graphql/password-reset/hooks.ts": { ...hooks, documents: [PASSWORD_RESET] },
    "web/src/graphql/pages/": { ...client, documents: PAGES_DOCUMENTS },
    "web/src/graphql/pages/hooks.ts": { ...hooks, documents: PAGES_DOCUMENTS },
    // The API examples' own operations (an outsider generates them from the live server with
    // docs/examples/codegen.ts): as the client preset writes them, nothing of the web app's.
    "docs/examples/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      documents: ["docs/examples/*.graphql"],
      config: client.config,
    },
  },
};

export default config;
