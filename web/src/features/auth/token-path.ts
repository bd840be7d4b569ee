const TOKEN_SEGMENT = /\/token\/([^/]+)/;

/** The sign-in token of a path such as /token/abc, or null when there is none. */
export function tokenFromPath(pathname: string): string | null {
  return TOKEN_SEGMENT.exec(pathname)?.[1] ?? null;
}
