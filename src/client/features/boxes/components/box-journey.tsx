// One box's passport as staff see it: its state, whose it is, whether it can be handed in now,
// and every step of its journey in order (who, where, when).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatBoxCode } from '@/shared/box-codes';
import type { BoxEvent, BoxFacts } from '@/shared/contract/boxes';
import { formatDateTime } from '@/client/lib/format/format';
import { EVENT_WORDS, STATE_BADGE, STATE_WORDS } from './box-words';

export function BoxPassport({ facts }: { facts: BoxFacts }) {
  const { t } = useLingui();
  const points = facts.pointsForReturning;
  return (
    <article aria-labelledby="box-title" className="flex flex-col gap-3" data-testid="box-passport">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="box-title" className="font-mono text-lg font-semibold">
          <bdi dir="ltr">{formatBoxCode(facts.code)}</bdi>
        </h3>
        {facts.state && (
          <span className={`badge ${STATE_BADGE[facts.state] ?? 'badge-ghost'}`} data-testid="box-state">
            {STATE_WORDS[facts.state] ? t(STATE_WORDS[facts.state]!) : facts.state}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.clientName && (
          <>
            <dt className="opacity-70">{t`Client`}</dt>
            <dd>{facts.clientName}</dd>
          </>
        )}
        <dt className="opacity-70">{t`Handed in now`}</dt>
        <dd>{facts.returnable ? t`Earns its returner ${plural(points, { one: '# point', other: '# points' })}` : t`Cannot be credited now`}</dd>
      </dl>
      {facts.journey && <Journey events={facts.journey} />}
    </article>
  );
}

function Journey({ events }: { events: BoxEvent[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="journey-title" className="flex flex-col gap-2">
      <h4 id="journey-title" className="font-semibold">
        {t`Journey`}
      </h4>
      <ol className="flex flex-col gap-2 border-s-2 border-base-300 ps-4" data-testid="box-journey">
        {events.map((event, i) => (
          <JourneyStep key={i} event={event} />
        ))}
      </ol>
    </section>
  );
}

function JourneyStep({ event }: { event: BoxEvent }) {
  const { t } = useLingui();
  const { trip, actorName: actor, storeName: store, orderRef: order } = event;
  const details = [actor && t`by ${actor}`, store && t`at ${store}`, order && t`order ${order}`, event.note].filter(Boolean);
  return (
    <li className="flex flex-col text-sm">
      <span>
        <span className="font-medium">{EVENT_WORDS[event.kind] ? t(EVENT_WORDS[event.kind]!) : event.kind}</span>
        {trip > 0 && <span className="opacity-70"> · {t`trip ${trip}`}</span>}
      </span>
      <span className="text-xs opacity-70">{formatDateTime(event.at)}</span>
      {details.length > 0 && <span className="text-xs">{details.join(' · ')}</span>}
    </li>
  );
}
