/** The spec's built-in systems, shown when the list cannot be had from the server. */
export const BUILT_IN_SYSTEMS = (
  [
    ["MAIN", "Main Portal"],
    ["LMS", "Learning Management System"],
    ["STORAGE", "Storage System"],
    ["VIDEO", "Video System"],
  ] as const
).map(([id, name]) => ({
  id,
  name,
  description: `${name} Portal`,
  url: null,
  isAvailable: true,
}));
