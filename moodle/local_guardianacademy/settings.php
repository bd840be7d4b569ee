<?php
// This file is part of the Guardian Academy plugin for Moodle - https://moodle.org/
//
// Moodle is free software: you can redistribute it and/or modify
// it under the terms of the GNU General Public License as published by
// the Free Software Foundation, either version 3 of the License, or
// (at your option) any later version.
//
// Moodle is distributed in the hope that it will be useful,
// but WITHOUT ANY WARRANTY; without even the implied warranty of
// MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
// GNU General Public License for more details.
//
// You should have received a copy of the GNU General Public License
// along with Moodle.  If not, see <https://www.gnu.org/licenses/>.

/**
 * Settings of local_guardianacademy: the portal's OAuth 2 issuer.
 *
 * @package    local_guardianacademy
 * @copyright  2026 Guardian Academy
 * @license    https://www.gnu.org/copyleft/gpl.html GNU GPL v3 or later
 */

defined('MOODLE_INTERNAL') || die();

if ($hassiteconfig) {
    $settings = new admin_settingpage('local_guardianacademy', get_string('pluginname', 'local_guardianacademy'));
    $settings->add(new admin_setting_configtext(
        'local_guardianacademy/issuerid',
        get_string('issuerid', 'local_guardianacademy'),
        get_string('issuerid_desc', 'local_guardianacademy'),
        0,
        PARAM_INT
    ));
    $ADMIN->add('localplugins', $settings);
}
