/** The spec's words for the banner settings (section 8). */
export const SAVE_FAILED = {
  title: "Error Saving Settings",
  fallback: "There was a problem saving your settings. Please try again.",
};
export const SAVED_TITLE = "Settings Saved";
export const DISCLAIMER_LOAD_FAILED = "Failed to load disclaimer settings";
export const PRELAUNCH_LOAD_FAILED = "Failed to load prelaunch banner settings";
export const MAX_DISCLAIMER_LENGTH = 1000;
