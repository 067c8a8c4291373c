// "As of Nov 26, 2026, 10:32" under something shown from what the device remembers (the
// dashboard's sections, the wallet): how old it is, in the active language's date format.
// Renders nothing while what is shown is live (`at` null). Inside a ScreenAsOf the sections
// report their times instead, and the screen says once how old the oldest of them is.
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { formatDateTime } from '@/client/lib/format/format';

type Report = (key: string, at: string | null) => void;
const ScreenReport = createContext<Report | null>(null);

export function AsOfLine({ at, testId }: { at: string; testId: string }) {
  const { t } = useLingui();
  const when = formatDateTime(at);
  return (
    <p className="text-xs text-base-content/70" data-testid={testId}>
      {t`As of ${when}`}
    </p>
  );
}

/** Gives `at` to the screen's one "As of" line; true when there is one (the caller then says nothing of its age). */
export function useReportAsOf(at: string | null | undefined): boolean {
  const report = useContext(ScreenReport);
  const key = useId();
  useEffect(() => {
    if (!report) return;
    report(key, at ?? null);
    return () => report(key, null);
  }, [report, key, at]);
  return report !== null;
}

export function AsOf({ at, testId = 'section-as-of' }: { at: string | null | undefined; testId?: string }) {
  const reported = useReportAsOf(at);
  if (reported || !at) return null;
  return <AsOfLine at={at} testId={testId} />;
}

/** One "As of" line for a screen of several remembered sections: the oldest time among them, above them. */
export function ScreenAsOf({ children }: { children: ReactNode }) {
  const [times, setTimes] = useState<Readonly<Record<string, string | null>>>({});
  const report = useCallback<Report>((key, at) => setTimes((now) => (now[key] === at ? now : { ...now, [key]: at })), []);
  const oldest = Object.values(times)
    .filter((at): at is string => at !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return (
    <ScreenReport.Provider value={report}>
      {oldest && <AsOfLine at={oldest} testId="screen-as-of" />}
      {children}
    </ScreenReport.Provider>
  );
}
