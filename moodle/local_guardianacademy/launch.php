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
 * Opens a course for a learner coming from the Guardian Academy portal ('Open in LMS').
 *
 * With a Moodle session, the course page. Without one, Moodle's own OAuth 2 login with the
 * portal's issuer (auth/oauth2/login.php, which requires the session's sesskey, so a link from
 * the portal cannot start it), with the course as wantsurl. The course page address is built
 * from the integer course id only: no address from the request is followed (no open redirect).
 *
 * @package    local_guardianacademy
 * @copyright  2026 Guardian Academy
 * @license    https://www.gnu.org/copyleft/gpl.html GNU GPL v3 or later
 */

require_once(__DIR__ . '/../../config.php');

$courseid = required_param('courseid', PARAM_INT);
$courseurl = new moodle_url('/course/view.php', ['id' => $courseid]);
$issuerid = (int) get_config('local_guardianacademy', 'issuerid');

if ((isloggedin() && !isguestuser()) || $issuerid <= 0) {
    // Signed in already, or no issuer set: the course page (its login page asks for one).
    redirect($courseurl);
}

redirect(new moodle_url('/auth/oauth2/login.php', [
    'id' => $issuerid,
    'sesskey' => sesskey(),
    'wantsurl' => $courseurl->out(false),
]));
