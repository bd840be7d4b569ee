import {
  type GraphQLInputType,
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
} from "graphql";
import { readFileSync } from "node:fs";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { type TestApp, startTestApp } from "../app.js";
import { Client, someAddress } from "../client.js";
import { createCourse, createLegalDocument, createUser, signIn, signedInAs } from "../factories.js";
import { GOOD, type Role, fixtures } from "./text-field-calls.js";

/**
 * One text rule for every field (issue 51): every single-line text a mutation takes (over
 * GraphQL, and so over the REST paths that run it) refuses a bidirectional control, an invisible
 * character and a line break in the middle of an otherwise good value, with a 400
 * BAD_USER_INPUT naming the field, and stores nothing. Every String input of the schema is
 * classified below, so a new field fails here until it is.
 */
const schema = buildSchema(
  readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8"),
);

/** What each single-line value is sent with, in its middle. */
const BAD = {
  "a right-to-left override": "\u202E",
  "a left-to-right isolate": "\u2066",
  "an Arabic letter mark": "\u061C",
  "a zero-width space": "\u200B",
  "a word joiner": "\u2060",
  "a zero-width no-break space": "\uFEFF",
  "a zero-width joiner between Latin letters": "\u200D",
  "a Hangul filler": "\u3164",
  "a CR LF": "\r\n",
  "a line feed": "\n",
  "a line separator": "\u2028",
};

/**
 * The single-line fields, `mutation.argument[.field...]`: what the refusal's message starts with,
 * and the input field it names when the refusal lists them (`extensions.fields`).
 */
const SINGLE_LINE: Record<string, { message: RegExp; field?: string }> = {
  "createAgency.input.name": { message: /^Agency name /, field: "name" },
  "createAgency.input.billingEmail": { message: /valid email/, field: "billingEmail" },
  "createApiToken.input.name": { message: /^Name /, field: "name" },
  "adminCreateOidcClient.input.name": { message: /^Name /, field: "name" },
  "signAgreement.input.signature.text": { message: /^Signature / },
  "signLicenceAgreement.input.signerName": { message: /^Name / },
  "invitePartnerAdmin.email": { message: /^Please enter a valid email$/ },
  "updatePartnerBranding.input.displayName": { message: /^Display name /, field: "displayName" },
  "updatePartnerBranding.input.slug": { message: /^Short address /, field: "slug" },
  "updatePartnerBranding.input.brandColour": { message: /^Brand colour /, field: "brandColour" },
  "updatePartnerBranding.input.supportEmail": {
    message: /^Please enter a valid support email address$/,
    field: "supportEmail",
  },
  "updatePartnerBranding.input.supportPhone": {
    message: /^Support phone /,
    field: "supportPhone",
  },
  "adminSuspendPartner.reason": { message: /^Reason / },
  "adminMapPartnerHost.host": { message: /^Host / },
  "signLicenceAgreement.input.signature.text": { message: /^Signature / },
  "register.input.firstName": { message: /^First name /, field: "firstName" },
  "register.input.lastName": { message: /^Last name /, field: "lastName" },
  "register.input.email": { message: /^Please enter a valid email$/, field: "email" },
  "register.input.username": { message: /^Username /, field: "username" },
  "requestPasswordReset.email": { message: /^Please enter a valid email$/ },
  "reissueCertificate.reason": { message: /^Reason / },
  "revokeCertificate.reason": { message: /^Reason / },
  "markEnrollmentComplete.note": { message: /^Note / },
  "applyForLicense.input.businessName": { message: /^Business name /, field: "businessName" },
  "applyForLicense.input.contactName": { message: /^Contact name /, field: "contactName" },
  "applyForLicense.input.contactEmail": {
    message: /^Please enter a valid email address$/,
    field: "contactEmail",
  },
  "applyForLicense.input.contactPhone": {
    message: /^Please enter a valid phone number$/,
    field: "contactPhone",
  },
  "applyForLicense.input.businessWebsite": {
    message: /^Please enter a valid website URL$/,
    field: "businessWebsite",
  },
  "applyForLicense.input.businessAddress": {
    message: /^Business address /,
    field: "businessAddress",
  },
  "submitContactMessage.input.name": { message: /^Name /, field: "name" },
  "submitContactMessage.input.email": { message: /^Please enter a valid email$/, field: "email" },
  "submitContactMessage.input.phone": { message: /^Phone /, field: "phone" },
  "adminCreateCourse.input.title": { message: /^Title /, field: "title" },
  "adminCreateCourse.input.moodleCourseId": {
    message: /^Moodle course ID /,
    field: "moodleCourseId",
  },
  "adminCreateCourse.input.instructorName": {
    message: /^Instructor name /,
    field: "instructorName",
  },
  "adminCreateCourse.input.imageUrl": { message: /^Image URL /, field: "imageUrl" },
  "adminUpdateCourse.input.title": { message: /^Title /, field: "title" },
  "adminUpdateCourse.input.moodleCourseId": {
    message: /^Moodle course ID /,
    field: "moodleCourseId",
  },
  "adminUpdateCourse.input.instructorName": {
    message: /^Instructor name /,
    field: "instructorName",
  },
  "adminUpdateCourse.input.imageUrl": { message: /^Image URL /, field: "imageUrl" },
  "adminCreateLegalDocument.input.title": { message: /^Title /, field: "title" },
  "adminCreateLegalDocument.input.version": { message: /^Version /, field: "version" },
  "adminUpdateLegalDocument.input.title": { message: /^Title /, field: "title" },
  "adminUpdateLegalDocument.input.version": { message: /^Version /, field: "version" },
  "updateDisclaimerSetting.input.text": { message: /^Disclaimer text / },
  "updateBannerSettings.input.disclaimerText": { message: /^Disclaimer text / },
  "updateAcademyTimeZone.timeZone": { message: /^Time zone must be a time zone name / },
  "updateProfile.input.phone": { message: /^Phone /, field: "phone" },
  "adminCreateUser.input.username": { message: /^Username /, field: "username" },
  "adminCreateUser.input.email": { message: /^Please enter a valid email$/, field: "email" },
  "adminCreateUser.input.firstName": { message: /^First name /, field: "firstName" },
  "adminCreateUser.input.lastName": { message: /^Last name /, field: "lastName" },
  "adminUpdateUser.input.firstName": { message: /^First name / },
  "adminUpdateUser.input.lastName": { message: /^Last name / },
  "adminUpdateUser.input.email": { message: /^Please enter a valid email$/ },
};

/** Text that may run to several lines: documents, messages, notes and the CSV files. */
const MULTI_LINE = new Set([
  "sendAgencyInvitations.csv", // a CSV file; each cell goes through the rule (people-list.rules.ts)
  "adminBulkEnroll.input.csv", // likewise
  "applyForLicense.input.additionalInfo",
  "submitContactMessage.input.message",
  "adminCreateCourse.input.description",
  "adminUpdateCourse.input.description",
  "adminCreateLegalDocument.input.content",
  "adminUpdateLegalDocument.input.content",
  "updateBusinessOfferStatus.note",
  "resolveVerificationFlag.note",
  "acknowledgeSecurityFinding.note",
  "trustAddress.note",
]);

/**
 * Not text anyone reads as written: compared, parsed or looked up (identifiers, numbers, a
 * picture, a path that is URL-encoded), or a secret. Besides those named here, any field whose
 * name ends in Password, Token, Secret, Key, Sha256 or Id (the last segment).
 */
const NOT_TEXT = new Set([
  "signAgreement.input.signature.style", // one of five styles
  "signAgreement.input.signature.data", // a PNG data URL
  "signLicenceAgreement.input.signature.style",
  "signLicenceAgreement.input.signature.data",
  "signLicenceAgreement.input.reference", // compared as a hash, like the payment's reference
  "uploadCourseImage.image", // likewise
  "setPartnerLogo.logo", // likewise
  "trustAddress.ipAddress", // parsed as an IP address
  "untrustAddress.ipAddress",
  "login.input.username", // looked up; a failed sign-in is recorded as a refusal
  "adminLogin.input.username",
  "deepLink.path", // URL-encoded into the sibling system's address, never stored
  "deepLink.system",
  "reissueCertificate.number",
  "revokeCertificate.number",
  "createBusinessOfferPaymentIntent.reference",
  "createPaymentIntent.storefront", // a storefront's slug, looked up exactly, never stored
  "register.input.storefront", // likewise: the account keeps the partner's id, not the text
  "confirmDemoPayment.input.cardNumber",
  "confirmDemoPayment.input.cvc",
  "unblockAddress.ipAddress",
  "adminUnmapPartnerHost.host", // looked up exactly, never stored
  // Parsed as absolute http(s) URLs and matched exactly against what a client sends.
  "adminCreateOidcClient.input.redirectUris",
  "adminCreateOidcClient.input.postLogoutRedirectUris",
  "adminCreateOidcClient.input.backchannelLogoutUri",
]);
const SECRET_OR_ID = /(?:password|token|secret|key|sha256|id)$/i;

/** Every String argument and input field of every mutation, as `mutation.argument[.field]`. */
function stringInputs(): string[] {
  const found: string[] = [];
  const walk = (type: GraphQLInputType, path: string, seen: Set<string>) => {
    const named = getNamedType(type);
    if (named.name === "String") found.push(path);
    else if (isInputObjectType(named) && !seen.has(named.name)) {
      for (const field of Object.values(named.getFields())) {
        walk(field.type, `${path}.${field.name}`, new Set([...seen, named.name]));
      }
    }
  };
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    for (const arg of field.args) walk(arg.type, `${field.name}.${arg.name}`, new Set());
  }
  return found;
}

/** The mutation's text with every argument a variable (the types the schema gives). */
function mutationText(name: string): string {
  const field = schema.getMutationType()!.getFields()[name];
  const definitions = field.args.map(arg => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const args = field.args.map(arg => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `mutation TextRule(${definitions}) { ${name}(${args})${selection} }`;
}

/** `variables` with the value at `path` given `bad` in its middle. */
function withBadText(variables: Record<string, unknown>, path: string[], bad: string) {
  const copy = structuredClone(variables);
  let holder = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  const good = holder[last];
  if (typeof good !== "string") throw new Error(`no good value at ${path.join(".")}`);
  const middle = Math.floor(good.length / 2);
  holder[last] = `${good.slice(0, middle)}${bad}${good.slice(middle)}`;
  return copy;
}

let app: TestApp;
const sessions = new Map<Role, Client>();
let countRows: () => Promise<Record<string, number>>;
/** What a refused request writes on purpose: the record of refusals and rate counts. */
const RECORDS_REFUSALS = new Set(["login_attempts", "audit_events", "rate_limits", "rate_buckets"]);

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  fixtures.course = (await createCourse(app)).id;
  fixtures.agreement = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  fixtures.document = (await createLegalDocument(app, LegalDocumentType.PRIVACY_POLICY)).id;
  fixtures.user = (await createUser(app)).id;
  sessions.set("learner", (await signedInAs(app)).client);
  sessions.set("admin", (await signedInAs(app, { kind: "superAdmin" })).client);
  const tables = await app.orm.em.getConnection().execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'
         and table_name <> 'mikro_orm_migrations'`,
  );
  const sql = `select ${tables
    .map(t => `(select count(*)::int from "${t.table_name}") as "${t.table_name}"`)
    .join(", ")}`;
  countRows = async () => {
    const [row] = await app.orm.em.getConnection().execute<Record<string, number>[]>(sql);
    return row;
  };
}, 60_000);
afterAll(() => app?.close());

/** A caller in `role` from an address of its own (per-address limits stay apart). */
async function caller(role: Role): Promise<Client> {
  const client = new Client(app, "text-rules", someAddress());
  const signedIn =
    role === "newLearner"
      ? await signIn(app, await createUser(app))
      : role === "anonymous"
        ? null
        : sessions.get(role)!;
  for (const [name, value] of signedIn?.cookies ?? []) client.cookies.set(name, value);
  return client;
}

describe("one text rule for every single-line field", () => {
  it("knows every String input of every mutation", () => {
    const unknown = stringInputs().filter(
      path =>
        !(path in SINGLE_LINE) &&
        !MULTI_LINE.has(path) &&
        !NOT_TEXT.has(path) &&
        !SECRET_OR_ID.test(path.split(".").at(-1)!),
    );
    expect(unknown).toEqual([]);
    // And names no field the schema no longer has.
    const all = new Set(stringInputs());
    const named = [...Object.keys(SINGLE_LINE), ...MULTI_LINE, ...NOT_TEXT];
    expect(named.filter(path => !all.has(path))).toEqual([]);
  });

  const inSchema = new Set(stringInputs());
  const cases = Object.entries(SINGLE_LINE)
    .filter(([path]) => inSchema.has(path))
    .flatMap(([path, expected]) =>
      Object.entries(BAD).map(([what, bad]) => [path, what, bad, expected] as const),
    );

  it.each(cases)("%s refuses %s and stores nothing", async (path, _what, bad, expected) => {
    const [mutation, ...at] = path.split(".");
    const good = GOOD[mutation];
    const client = await caller(good.role);
    const before = await countRows();
    const { body } = await client.graphql(
      mutationText(mutation),
      withBadText(good.variables(), at, bad),
    );
    const after = await countRows();
    const error = body.errors?.[0];
    // BAD_USER_INPUT: over REST, the paths that run these operations answer 400.
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.message).toMatch(expected.message);
    if (expected.field) {
      expect(error?.extensions?.fields).toEqual(
        expect.objectContaining({ [expected.field]: error?.message }),
      );
    }
    const changed = Object.keys(before).filter(
      table => !RECORDS_REFUSALS.has(table) && before[table] !== after[table],
    );
    expect(changed).toEqual([]);
  });

  it("answers 400 naming the field over the REST paths", async () => {
    const client = await caller("anonymous");
    const before = await countRows();
    const offer = await client.request("/api/business-offers", {
      method: "POST",
      json: {
        businessName: "Acme Security",
        contactName: "Pat Visitor",
        contactEmail: "pat@acme.example",
        contactPhone: "512\u200B555 0147",
        businessAddress: "100 Congress Ave,\r\nAustin, TX",
        licenseType: "royalty-free",
      },
    });
    expect(offer.status).toBe(400);
    expect(await offer.json()).toMatchObject({
      fields: {
        contactPhone: "Please enter a valid phone number",
        businessAddress: "Business address must be one line of plain text without < or >",
      },
    });
    const contact = await (
      await caller("anonymous")
    ).request("/api/contact", {
      method: "POST",
      json: { name: "Pat", email: "pat\u2066@example.com", subject: "other", message: "Hi" },
    });
    expect(contact.status).toBe(400);
    expect(await contact.json()).toMatchObject({ fields: { email: "Please enter a valid email" } });
    const after = await countRows();
    expect(
      Object.keys(before).filter(t => before[t] !== after[t] && !RECORDS_REFUSALS.has(t)),
    ).toEqual([]);
  });

  // The good values themselves pass, so each refusal above is the character's; and the joiners a
  // script or an emoji spells with are kept.
  it.each([
    ["register", {}],
    ["register", { firstName: "\u0639\u0644\u06CC\u200C\u067E\u0648\u0631" }], // Persian, with a ZWNJ
    ["submitContactMessage", { name: "\u0915\u094D\u200D\u0937 Visitor" }], // Devanagari, with a ZWJ
    [
      "applyForLicense",
      { businessName: "Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} Security" },
    ],
    ["createApiToken", {}],
    ["adminCreateOidcClient", {}],
    ["adminCreateCourse", {}],
    ["adminCreateLegalDocument", {}],
    ["adminUpdateUser", {}],
    ["updateProfile", {}],
    ["updateDisclaimerSetting", {}],
    ["createAgency", {}],
  ])("accepts a good %s %j", async (mutation, change) => {
    const good = GOOD[mutation];
    const variables = good.variables();
    const input = (variables.input ?? variables) as Record<string, unknown>;
    Object.assign(input, change);
    const { body } = await (await caller(good.role)).graphql(mutationText(mutation), variables);
    expect(body.errors).toBeUndefined();
    expect(body.data?.[mutation]).toBeTruthy();
  });
});
