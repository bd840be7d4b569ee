import { createIcon } from "@chakra-ui/react";

// Small inline icons (stroke style, 24px grid) so the app needs no icon package.
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const BookIcon = createIcon({
  displayName: "BookIcon",
  path: (
    <g {...stroke}>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
      <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
    </g>
  ),
});

export const MenuIcon = createIcon({
  displayName: "MenuIcon",
  path: <path {...stroke} d="M3 6h18M3 12h18M3 18h18" />,
});

export const StarIcon = createIcon({
  displayName: "StarIcon",
  path: (
    <path
      fill="currentColor"
      d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"
    />
  ),
});

export const CheckCircleIcon = createIcon({
  displayName: "CheckCircleIcon",
  path: (
    <g {...stroke}>
      <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
      <path d="m22 4-10 10.01-3-3" />
    </g>
  ),
});

export const CardIcon = createIcon({
  displayName: "CardIcon",
  path: (
    <g {...stroke}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </g>
  ),
});

export const PlayIcon = createIcon({
  displayName: "PlayIcon",
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="m10 8 6 4-6 4z" />
    </g>
  ),
});

export const AwardIcon = createIcon({
  displayName: "AwardIcon",
  path: (
    <g {...stroke}>
      <circle cx="12" cy="8" r="6" />
      <path d="M15.48 12.89 17 22l-5-3-5 3 1.52-9.11" />
    </g>
  ),
});

export const FacebookIcon = createIcon({
  displayName: "FacebookIcon",
  path: <path {...stroke} d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
});

export const XIcon = createIcon({
  displayName: "XIcon",
  path: <path {...stroke} d="M4 4l16 16M20 4 4 20" />,
});

export const LinkedInIcon = createIcon({
  displayName: "LinkedInIcon",
  path: (
    <g {...stroke}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </g>
  ),
});

export const YouTubeIcon = createIcon({
  displayName: "YouTubeIcon",
  path: (
    <g {...stroke}>
      <path d="M22.54 6.42a2.78 2.78 0 0 0-1.94-2C18.88 4 12 4 12 4s-6.88 0-8.6.46a2.78 2.78 0 0 0-1.94 2A29 29 0 0 0 1 11.75a29 29 0 0 0 .46 5.33A2.78 2.78 0 0 0 3.4 19c1.72.46 8.6.46 8.6.46s6.88 0 8.6-.46a2.78 2.78 0 0 0 1.94-2 29 29 0 0 0 .46-5.25 29 29 0 0 0-.46-5.33z" />
      <path d="m9.75 15.02 5.75-3.27-5.75-3.27z" />
    </g>
  ),
});

export const UserIcon = createIcon({
  displayName: "UserIcon",
  path: (
    <g {...stroke}>
      <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </g>
  ),
});

export const ChevronDownIcon = createIcon({
  displayName: "ChevronDownIcon",
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
});
