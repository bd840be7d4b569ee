import fc from "fast-check";
import { crc32, deflateSync } from "node:zlib";

/* Pictures a caller may send: PNGs broken in every layer, bombs, other formats, plain bytes. */

const PNG_SIGNATURE = Buffer.from("89504e470d0a1a0a", "hex");

/** A PNG chunk: length, type, data and the CRC of type and data (or the one given). */
function chunk(type: string, data: Buffer, crc?: number): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, tail]);
}

/** An IHDR chunk; colour type 6 is RGBA (the kind whose bad IDAT once ended the process). */
function ihdr(width: number, height: number, colourType = 6, bitDepth = 8, interlace = 0) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, interlace], 8);
  return chunk("IHDR", data);
}

const png = (...chunks: Buffer[]) =>
  Buffer.concat([PNG_SIGNATURE, ...chunks, chunk("IEND", Buffer.alloc(0))]);
/** Scanlines of transparent black, each with its filter byte. */
const pixels = (width: number, height: number, bytesPerPixel = 4) =>
  Buffer.alloc((width * bytesPerPixel + 1) * height);

const GOOD_PNG = png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2))));
/** About 48 MB of zeros in a 47 KB stream: far more than any declared size allows. */
const BOMB = deflateSync(pixels(4000, 3000), { level: 9 });
const idat = GOOD_PNG.indexOf("IDAT") - 4;

/**
 * The costliest pictures (issue 51): a legal 16-bit RGBA PNG of the pad's largest size, which
 * took half a second of the event loop to decode and must be refused unread, and the largest
 * 8-bit one the intake takes (noisy rows up to 200 KB), decoded off the event loop.
 */
export const SIXTEEN_BIT_PNG = png(
  ihdr(1000, 400, 6, 16),
  chunk("IDAT", deflateSync(Buffer.alloc((1000 * 8 + 1) * 400, 0))),
);
function noisyRows(width: number, height: number, rows: number) {
  const raw = pixels(width, height);
  let seed = 7;
  for (let y = 0; y < rows; y++) {
    for (let at = y * (width * 4 + 1) + 1; at < (y + 1) * (width * 4 + 1); at++) {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      raw[at] = seed >> 16;
    }
  }
  return png(ihdr(width, height), chunk("IDAT", deflateSync(raw)));
}
export const LARGEST_8_BIT_PNG = noisyRows(1000, 400, 48);

const IMAGES: Buffer[] = [
  GOOD_PNG,
  SIXTEEN_BIT_PNG,
  LARGEST_8_BIT_PNG,
  png(ihdr(4, 2, 0, 16), chunk("IDAT", deflateSync(pixels(4, 2, 2)))),
  Buffer.alloc(0),
  PNG_SIGNATURE,
  GOOD_PNG.subarray(0, 20),
  GOOD_PNG.subarray(0, idat + 10),
  GOOD_PNG.subarray(0, GOOD_PNG.length - 7),
  // Wrong CRCs.
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2)), 0)),
  Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", ihdr(4, 2).subarray(8, 21), 1),
    GOOD_PNG.subarray(33),
  ]),
  // IDAT that is not zlib, truncated zlib, zlib with a wrong checksum, no IDAT at all.
  png(ihdr(4, 2), chunk("IDAT", Buffer.from("this is not a zlib stream"))),
  png(ihdr(4, 2, 2), chunk("IDAT", Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00]))),
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(4, 2)).subarray(0, 6))),
  png(
    ihdr(4, 2),
    chunk("IDAT", Buffer.concat([deflateSync(pixels(4, 2)).subarray(0, -4), Buffer.alloc(4)])),
  ),
  png(ihdr(4, 2), chunk("IDAT", deflateSync(pixels(3, 1)))),
  png(ihdr(4, 2)),
  // Decompression bombs: within the declared size, and with a huge declared size.
  png(ihdr(1000, 400), chunk("IDAT", BOMB)),
  png(ihdr(100_000, 100_000), chunk("IDAT", BOMB)),
  // Huge, zero and impossible dimensions, depths and colour types.
  png(ihdr(0x7fffffff, 0x7fffffff), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(0xffffffff, 1), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(0, 0), chunk("IDAT", deflateSync(Buffer.alloc(0)))),
  png(ihdr(4, 2, 7, 3), chunk("IDAT", deflateSync(pixels(4, 2)))),
  png(ihdr(4, 2, 3, 8), chunk("IDAT", deflateSync(pixels(4, 2, 1)))),
  png(ihdr(4, 2, 6, 16, 1), chunk("IDAT", deflateSync(pixels(4, 2, 8)))),
  // A chunk that claims 4 GB, and an unknown critical chunk.
  Buffer.concat([PNG_SIGNATURE, Buffer.from("ffffffff49444154", "hex"), Buffer.alloc(16)]),
  png(ihdr(4, 2), chunk("ABCD", Buffer.alloc(8)), chunk("IDAT", deflateSync(pixels(4, 2)))),
  // Not PNGs.
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  ),
  Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>',
  ),
  Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex"),
  Buffer.from("ffd8ffdb0043", "hex"),
  Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF"),
  Buffer.from("7f454c4602010100", "hex"),
  Buffer.from("504b030414000000", "hex"),
];

/** How an image travels as text: a data URL (rightly or wrongly labelled) or bare base64. */
const IMAGE_TEXT: ((bytes: Buffer) => string)[] = [
  bytes => `data:image/png;base64,${bytes.toString("base64")}`,
  bytes => `data:image/png;base64,${bytes.toString("base64")}`,
  bytes => bytes.toString("base64"),
  bytes => `data:image/svg+xml;base64,${bytes.toString("base64")}`,
  bytes => `data:image/jpeg;base64,${bytes.toString("base64")}`,
  bytes => `data:image/PNG;charset=utf-8;base64,${bytes.toString("base64url")}`,
  bytes => `data:image/png,${encodeURIComponent(bytes.toString("latin1"))}`,
];

export const imagePayload: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...IMAGES), fc.constantFrom(...IMAGE_TEXT))
      .map(([bytes, text]) => text(bytes)),
  },
  // A good PNG with one byte changed anywhere, or the PNG signature and then anything.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(GOOD_PNG.length - 1), fc.integer({ min: 0, max: 255 }))
      .map(([at, byte]) => {
        const bytes = Buffer.from(GOOD_PNG);
        bytes[at] = byte;
        return `data:image/png;base64,${bytes.toString("base64")}`;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 64 })
      .map(
        tail => `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, tail]).toString("base64")}`,
      ),
  },
);
