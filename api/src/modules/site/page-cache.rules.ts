/** How long a dressed page is served again at most before it is dressed anew. */
export const PAGE_TTL_MS = 30_000;

/**
 * How many dressed pages a process keeps at most: past it, the oldest stored goes. A rendered page
 * is about 100 KB (mostly its styles): 10 MB at most.
 */
export const MAX_PAGES = 100;

/** A page's shell as it is served: its status and HTML. */
export interface DressedPage {
  status: number;
  html: string;
}

/** What a dressing gives: `keep: false` serves it this once (a body the server failed to render). */
export interface Dressing extends DressedPage {
  keep?: boolean;
}

interface Entry {
  version: string;
  at: number;
  page: DressedPage;
}

/**
 * Dressed pages by key (the shell's variant and the page, built by the caller: modules/site), each kept for
 * `ttlMs` while the site's version (`siteVersion`) stays the one it was dressed at. Requests for
 * the same key and version while it is being dressed share that dressing; a dressing that fails
 * is not kept.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #dressing = new Map<string, { version: string; page: Promise<Dressing> }>();
  readonly #ttlMs: number;
  readonly #maxPages: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxPages?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? PAGE_TTL_MS;
    this.#maxPages = options.maxPages ?? MAX_PAGES;
    this.#now = options.now ?? Date.now;
  }

  /** The pages kept (fresh or not). */
  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, version: string, dress: () => Promise<Dressing>): Promise<DressedPage> {
    const at = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.version === version && at - entry.at < this.#ttlMs) return entry.page;
    const running = this.#dressing.get(key);
    if (running?.version === version) return served(await running.page);
    const dressing = { version, page: dress() };
    this.#dressing.set(key, dressing);
    try {
      const dressed = await dressing.page;
      const page = served(dressed);
      if (dressed.keep !== false) this.#store(key, { version, at, page });
      return page;
    } finally {
      if (this.#dressing.get(key) === dressing) this.#dressing.delete(key);
    }
  }

  #store(key: string, entry: Entry) {
    this.#entries.delete(key); // stored again: the newest
    this.#entries.set(key, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxPages) break;
      this.#entries.delete(oldest);
    }
  }
}

const served = ({ status, html }: Dressing): DressedPage => ({ status, html });
