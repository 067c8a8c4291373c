// "As of Nov 26, 2026, 10:32" under something shown from what the device remembers (the
// dashboard's sections, the wallet): how old it is, in the active language's date format.
// Renders nothing while what is shown is live (`at` null).
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@/client/lib/format/format';

export function AsOf({ at, testId = 'section-as-of' }: { at: string | null | undefined; testId?: string }) {
  const { t } = useLingui();
  if (!at) return null;
  const when = formatDateTime(at);
  return (
    <p className="text-xs text-base-content/70" data-testid={testId}>
      {t`As of ${when}`}
    </p>
  );
}
