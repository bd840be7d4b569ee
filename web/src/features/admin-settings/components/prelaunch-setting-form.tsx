/**
 * Placeholder: the admin-settings branch brings the real Pre-Launch Banner form (switch with Save
 * Settings) under this name; the Admin Legal screen's second tab renders it.
 */
export function PrelaunchSettingForm() {
  return null;
}
