/** The OpenID subject of a portal user: `u{id}`, stable, and a valid Moodle username. */
export const subjectOf = (userId: number) => `u${userId}`;

/** The user id a subject names, or undefined when it names none. */
export function userIdOf(subject: string): number | undefined {
  const id = /^u([1-9]\d{0,9})$/.exec(subject)?.[1];
  return id === undefined ? undefined : Number(id);
}
