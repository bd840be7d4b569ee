/** The spec's built-in systems, shown when the list cannot be had from the server. */
export const BUILT_IN_SYSTEMS = (
  [
    ["Main", "Main Portal"],
    ["Lms", "Learning Management System"],
    ["Storage", "Storage System"],
    ["Video", "Video System"],
  ] as const
).map(([id, name]) => ({
  id,
  name,
  description: `${name} Portal`,
  url: null,
  isAvailable: true,
}));
