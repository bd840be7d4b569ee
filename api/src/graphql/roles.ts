/** Who may call a field. Each role includes the ones below it. */
export enum Role {
  USER = "USER",
  ADMIN = "ADMIN",
  SUPER_ADMIN = "SUPER_ADMIN",
}

export interface Viewer {
  id: number;
  username: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** The session (refresh family) the access token belongs to; none for an API token. */
  sessionId?: string;
  /** The personal API token of the request (its role already capped), if it came with one. */
  apiTokenId?: number;
  /** A LEARNER-level API token reads only: every mutation is refused. */
  readOnly?: boolean;
}

export function viewerHasRole(viewer: Viewer, role: Role): boolean {
  switch (role) {
    case Role.USER:
      return true;
    case Role.ADMIN:
      return viewer.isAdmin || viewer.isSuperAdmin;
    case Role.SUPER_ADMIN:
      return viewer.isSuperAdmin;
  }
}
