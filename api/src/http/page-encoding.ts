import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** How a page goes out compressed: brotli (text mode, quality 5: fast, smaller than gzip) or gzip. */
const COMPRESS = {
  br: (html: string) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html: string) => promisify(gzip)(html),
};

type Encoding = keyof typeof COMPRESS;

/**
 * The encoding a page goes out in for an Accept-Encoding header: brotli, else gzip, where the
 * caller accepts it (`*` counts; `;q=0` refuses), else none.
 */
export function pageEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map(text => text.trim());
    const q = params.map(param => /^q=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
    weights.set(name === "x-gzip" ? "gzip" : name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

/** Each page's compressed forms, by the page object a cache serves again (dropped with it). */
const encoded = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

/**
 * A page's HTML compressed in `encoding`, once per page object: a page the cache serves again
 * costs no compression (compressing 100 KB of HTML on each request held the event loop), and
 * compression runs in libuv's pool, off the event loop.
 */
export function compressedPage(page: { html: string }, encoding: Encoding): Promise<Buffer> {
  let forms = encoded.get(page);
  if (!forms) encoded.set(page, (forms = new Map()));
  let body = forms.get(encoding);
  if (!body) forms.set(encoding, (body = COMPRESS[encoding](page.html)));
  return body;
}
