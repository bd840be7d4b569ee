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
 * English strings of local_guardianacademy.
 *
 * @package    local_guardianacademy
 * @copyright  2026 Guardian Academy
 * @license    https://www.gnu.org/copyleft/gpl.html GNU GPL v3 or later
 */

defined('MOODLE_INTERNAL') || die();

$string['issuerid'] = 'OAuth 2 issuer id';
$string['issuerid_desc'] = 'The id of the Guardian Academy portal\'s issuer under Site administration > Server > OAuth 2 services (the id in the address of its edit page). A learner who opens a course from the portal without a Moodle session goes through this issuer\'s login to the course. 0: the course page, whose login page asks them to sign in.';
$string['pluginname'] = 'Guardian Academy';
$string['privacy:metadata'] = 'The Guardian Academy plugin stores no personal data.';
