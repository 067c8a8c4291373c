// A small inline icon set (24px grid, stroked): no icon font or package to download, and
// each icon follows the text colour, so dark mode and monochrome need nothing extra.
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0M16.5 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-3.5-4.8',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Zm11 0v10',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10.5 4 7 4 7 6s3 1 5 1Zm0 0c1.5-3 5-3 5-1s-3 1-5 1Z',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6M3 10h18M9 20v-5h6v5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM21 21l-5.2-5.2',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z',
  contrast: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-18v18M12 7h4M12 11h6M12 15h5',
  direction: 'M4 7h16M4 7l3-3M4 7l3 3M20 17H4m16 0-3-3m3 3-3 3',
  chevronDown: 'm6 9 6 6 6-6',
  collapse: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  expand: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM12 2.5v3M12 18.5v3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M2.5 12h3M18.5 12h3M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  login: 'M14 4h5v16h-5M9 8l4 4-4 4M13 12H3',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z',
  upload: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v5h16v-5',
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9ZM3 7.5l9 4.5 9-4.5M12 12v9',
  inbox: 'M4 13h4.5l1.5 2.5h4l1.5-2.5H20M4 13l2.5-8h11L20 13v6H4v-6Z',
  plus: 'M12 5v14M5 12h14',
  scan: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16',
  tag: 'M3 12V3h9l9 9-9 9-9-9ZM7.5 7.5h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0',
  language: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.5 9h17M3.5 15h17M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9c2.5-2.5 3.5-5.5 3.5-9s-1-6.5-3.5-9Z',
} as const;

export type IconName = keyof typeof PATHS;

// Arrows point the other way in a right-to-left page.
const DIRECTIONAL = new Set<IconName>(['collapse', 'expand', 'logout', 'login']);

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${className} shrink-0 ${DIRECTIONAL.has(name) ? 'rtl:-scale-x-100' : ''}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
