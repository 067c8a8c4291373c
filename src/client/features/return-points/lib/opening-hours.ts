// "Open now" from the opening hours a store typed in words ("Mon-Sat 9:00-18:00", "Daily
// 7:00-21:00", "Mon-Fri 8-17, Sat 9:00-13:00", "24/7"). Hours are read in the phone's own
// time. Anything this does not understand answers null: the hours are shown as typed and no
// open/closed claim is made, rather than a wrong one.

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?';
const SEGMENT = new RegExp(`^(?:(daily|every day)|${DAY}(?:\\s*[-–]\\s*${DAY})?)\\s*:?\\s+${TIME}\\s*[-–]\\s*${TIME}$`, 'i');

interface Span {
  days: Set<number>;
  from: number;
  to: number;
}

function minutes(hours: string, mins: string | undefined): number | null {
  const h = Number(hours);
  const m = Number(mins ?? 0);
  return h <= 24 && m < 60 ? h * 60 + m : null;
}

function daysBetween(first: string, last: string | undefined): Set<number> {
  const start = DAYS.indexOf(first.toLowerCase());
  const end = last ? DAYS.indexOf(last.toLowerCase()) : start;
  const days = new Set<number>();
  for (let d = start; ; d = (d + 1) % 7) {
    days.add(d);
    if (d === end) break;
  }
  return days;
}

function parse(hours: string): Span[] | 'always' | null {
  const text = hours.trim();
  if (!text) return null;
  if (/^(24\/7|open 24 hours|always open)$/i.test(text)) return 'always';
  const spans: Span[] = [];
  for (const part of text.split(/[,;]/)) {
    const match = SEGMENT.exec(part.trim());
    if (!match) return null;
    const [, daily, first, last, fromH, fromM, toH, toM] = match;
    const from = minutes(fromH!, fromM);
    const to = minutes(toH!, toM);
    if (from === null || to === null) return null;
    spans.push({ days: daily ? new Set([0, 1, 2, 3, 4, 5, 6]) : daysBetween(first!, last), from, to });
  }
  return spans;
}

/** True or false when the hours say so at `now`; null when they cannot be read. */
export function isOpenAt(hours: string, now: Date): boolean | null {
  const spans = parse(hours);
  if (spans === null) return null;
  if (spans === 'always') return true;
  const day = now.getDay();
  const minute = now.getHours() * 60 + now.getMinutes();
  const yesterday = (day + 6) % 7;
  return spans.some((s) =>
    s.to > s.from
      ? s.days.has(day) && minute >= s.from && minute < s.to
      : // Past midnight ("Fri 20:00-02:00"): the evening of the day, or the small hours after it.
        (s.days.has(day) && minute >= s.from) || (s.days.has(yesterday) && minute < s.to),
  );
}
