import { JSDOM } from "jsdom";

/** A page's head as a link preview reads it: its title, meta tags, canonical link and JSON-LD. */
export function readHead(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
  const data = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    document,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    data: data ? (JSON.parse(data) as unknown) : null,
  };
}
