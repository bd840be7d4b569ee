import { type MoodleConfig, MoodleError, MoodleGateway } from "./moodle-gateway.js";

/** What `npm run lms:check` prints, and whether the portal can work with this Moodle. */
export interface MoodleCheck {
  ok: boolean;
  lines: string[];
}

/**
 * Asks Moodle (`core_webservice_get_site_info`) whether the token works and its external service
 * includes every function the portal calls (docs/moodle.md). Capabilities and each course's manual
 * enrolment instance show only when they are used: the lines say so.
 */
export async function checkMoodle(config: MoodleConfig | undefined): Promise<MoodleCheck> {
  if (!config) {
    return {
      ok: false,
      lines: [
        "LMS_URL and LMS_TOKEN are not set: the portal uses its demo learning system.",
        "Set both to connect Moodle (docs/moodle.md).",
      ],
    };
  }
  let site;
  try {
    site = await new MoodleGateway(config).site();
  } catch (error) {
    if (!(error instanceof MoodleError)) throw error;
    const code = error.errorcode ? ` (${error.errorcode})` : "";
    return {
      ok: false,
      lines: [
        `Moodle at ${config.baseUrl} did not answer the site check: ${error.message}${code}.`,
      ],
    };
  }
  const where = `Moodle ${site.release || "(release unknown)"} "${site.sitename}" at ${config.baseUrl}, token of ${site.username || "an unknown user"}`;
  if (site.missing.length > 0) {
    return {
      ok: false,
      lines: [
        where,
        `The external service lacks ${site.missing.length} function(s) the portal calls: ${site.missing.join(", ")}.`,
        "Add them under Site administration > Server > Web services > External services > Functions.",
      ],
    };
  }
  return {
    ok: true,
    lines: [
      where,
      "Every web-service function the portal calls is in the token's service.",
      `Learners are enrolled with role id ${config.studentRoleId} (MOODLE_STUDENT_ROLE_ID); each linked course needs a manual enrolments instance.`,
    ],
  };
}
