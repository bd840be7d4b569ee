/**
 * Placeholder: the admin-settings branch brings the real Disclaimer Banner form (switch and text
 * with Save Settings) under this name; the Admin Legal screen's first tab renders it.
 */
export function DisclaimerSettingForm() {
  return null;
}
