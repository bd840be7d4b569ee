import { describe, expect, it } from "@jest/globals";
import { readText } from "./people-list";

const LIST = "first_name,last_name,email\r\nZoë,Ortiz,zoe@example.com\r\n";

/** The bytes of `text` in UTF-16 big endian (Node writes only little endian). */
const utf16be = (text: string) => Buffer.from(text, "utf16le").swap16();

describe("reading an uploaded list", () => {
  it.each([
    ["UTF-8", Buffer.from(LIST, "utf8")],
    ["UTF-8 with its byte-order mark", Buffer.from(`\uFEFF${LIST}`, "utf8")],
    ["UTF-16 little endian with its byte-order mark", Buffer.from(`\uFEFF${LIST}`, "utf16le")],
    ["UTF-16 big endian with its byte-order mark", utf16be(`\uFEFF${LIST}`)],
  ])("reads a file saved as %s", async (_, bytes) => {
    expect(await readText(new Blob([new Uint8Array(bytes)]))).toBe(LIST);
  });
});
