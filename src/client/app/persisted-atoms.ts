// What this app keeps on the device: every persisted atom, in one list. main.tsx reads them all
// from IndexedDB before the first render, and logout empties every one not kept on logout
// (each atom says so itself). A new persisted atom is added here, or it is never read back
// and never cleared at logout.
import { seenBoxesAtom } from '../features/boxes/seen-boxes';
import { cachedCouponsAtom } from '../features/catalogue/atoms';
import { layoutAtom } from '../features/layout/atoms';
import { inboxCopyAtom, languageToldAtom, pushOfferAtom } from '../features/notifications/atoms';
import { installDismissedAtom } from '../features/pwa/install-prompt';
import { seenReturnPointsAtom } from '../features/return-points/atoms';
import { reportQueueAtom } from '../features/returns/offline/report-queue';
import { seenReportsAtom } from '../features/returns/offline/seen-reports';
import { dashboardSnapshotAtom } from '../features/points/atoms';
import { earningIntroSeenAtom } from '../features/points/earning-intro';
import { walletAtom } from '../features/wallet/atoms';
import { languageChoiceAtom } from '../lib/i18n/language';
import { sessionAtom } from '../lib/session/session';

export const PERSISTED_ATOMS = [
  sessionAtom, // the user's: cleared at logout
  walletAtom, // the user's redeemed coupons: cleared at logout
  dashboardSnapshotAtom, // what the user's dashboard last showed, for offline: cleared at logout
  reportQueueAtom, // returns the user reported offline, not sent yet: cleared at logout
  seenReportsAtom, // the first page of My reports last seen, for offline: cleared at logout
  inboxCopyAtom, // the user's notifications last seen, for offline: cleared at logout
  languageToldAtom, // the language the server was last told for the user: cleared at logout
  layoutAtom, // the device's look: kept
  languageChoiceAtom, // the device's language, once chosen: kept
  cachedCouponsAtom, // the public catalogue: kept
  installDismissedAtom, // the device's "not now" to installing: kept
  pushOfferAtom, // the device's first visit, who earned the push offer here (ids only), its "not now": kept
  seenReturnPointsAtom, // the public list of return points, for offline: kept
  seenBoxesAtom, // the public facts of boxes opened here, for offline: kept
  earningIntroSeenAtom, // which users closed "How earning works" here (ids only): kept, it shows once
];
