// The invite link of an event: copy it, or let someone scan it from the screen.
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { QrCode } from '@/client/components/qr-code';
import { inviteUrl } from '../event-paths';

export function InviteShare({ inviteId, title }: { inviteId: string; title: string }) {
  const url = inviteUrl(inviteId);
  const [copied, setCopied] = useState(false);

  async function copy(input: HTMLInputElement | null) {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (older browsers, http): select the link so the user can copy it.
      input?.select();
      toast.error(t`Could not copy automatically: the link is selected, copy it from there.`);
      return;
    }
    setCopied(true);
    toast.success(t`Invite link copied`);
  }

  return (
    <section aria-labelledby="invite-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 sm:flex-row sm:items-center">
        <QrCode value={url} label={t`QR code of the invite link to ${title}`} size={160} className="shrink-0 self-center" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id="invite-heading" className="text-lg font-semibold">
            {t`Invite link`}
          </h2>
          <p className="text-sm text-base-content/80">{t`Share it or show the code: people open it, log in and join.`}</p>
          <div className="join w-full">
            <input
              id="invite-link"
              readOnly
              value={url}
              aria-label={t`Invite link`}
              data-testid="invite-link"
              className="input join-item w-full min-w-0"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn-primary join-item"
              onClick={(e) => void copy(e.currentTarget.previousElementSibling as HTMLInputElement | null)}
            >
              {copied ? t`Copied` : t`Copy link`}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
