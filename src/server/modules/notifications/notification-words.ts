// What each notification says, per language: written once by the server when the notification
// is made, so the inbox, the push and the mail say the same thing.
import type { NotificationData } from '@/shared/contract/notifications';
import type { Locale } from '@/shared/locales';

type NotificationLocale = Exclude<Locale, 'pseudo'>;
type Words = { [K in NotificationData['kind']]: (data: Extract<NotificationData, { kind: K }>) => { title: string; body: string } };

const CREDIT_EN = { return: 'for the boxes you returned', report: 'for the return you reported', attendance: 'for taking part in an event', adjustment: 'added by the Rebox team', box_post: 'for the boxes you posted' };
const CREDIT_DE = { return: 'für deine zurückgegebenen Boxen', report: 'für deine gemeldete Rückgabe', attendance: 'für deine Teilnahme an einem Event', adjustment: 'vom Rebox-Team gutgeschrieben', box_post: 'für deine verschickten Boxen' };
const CREDIT_AR = { return: 'مقابل الصناديق التي أرجعتها', report: 'مقابل الإرجاع الذي أبلغت عنه', attendance: 'لمشاركتك في فعالية', adjustment: 'أضافها فريق Rebox', box_post: 'مقابل الصناديق التي أرسلتها بالبريد' };

const date = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const WORDS: Record<NotificationLocale, Words> = {
  en: {
    points_credited: (d) => ({ title: `+${d.points} ${d.points === 1 ? 'point' : 'points'}`, body: `${d.points} ${d.points === 1 ? 'point' : 'points'} ${CREDIT_EN[d.reason]}.` }),
    report_rejected: (d) => ({ title: 'Your return report was rejected', body: `Reason: ${d.reason}` }),
    credit_undone: (d) => ({ title: `${d.points} ${d.points === 1 ? 'point' : 'points'} taken back`, body: `Reason: ${d.reason}` }),
    coupon_ends_soon: (d) => ({ title: `${d.couponName} ends soon`, body: `Use it before ${date(d.endsAt, 'en')}.` }),
    event_tomorrow: (d) => ({ title: `${d.eventName} is tomorrow`, body: `It starts ${date(d.startsAt, 'en')}.` }),
    reports_waiting: (d) => ({ title: 'Return reports are waiting', body: d.count === 1 ? 'A return report waits for your decision.' : `${d.count} return reports wait for your decision.` }),
    coupon_low_stock: (d) => ({ title: `${d.couponName} is running out`, body: `${d.left} of ${d.total} left.` }),
  },
  de: {
    points_credited: (d) => ({ title: `+${d.points} ${d.points === 1 ? 'Punkt' : 'Punkte'}`, body: `${d.points} ${d.points === 1 ? 'Punkt' : 'Punkte'} ${CREDIT_DE[d.reason]}.` }),
    report_rejected: (d) => ({ title: 'Deine Rückgabemeldung wurde abgelehnt', body: `Grund: ${d.reason}` }),
    credit_undone: (d) => ({ title: `${d.points} ${d.points === 1 ? 'Punkt' : 'Punkte'} zurückgenommen`, body: `Grund: ${d.reason}` }),
    coupon_ends_soon: (d) => ({ title: `${d.couponName} läuft bald ab`, body: `Löse ihn vor dem ${date(d.endsAt, 'de')} ein.` }),
    event_tomorrow: (d) => ({ title: `${d.eventName} ist morgen`, body: `Beginn: ${date(d.startsAt, 'de')}.` }),
    reports_waiting: (d) => ({ title: 'Rückgabemeldungen warten', body: d.count === 1 ? 'Eine Rückgabemeldung wartet auf deine Entscheidung.' : `${d.count} Rückgabemeldungen warten auf deine Entscheidung.` }),
    coupon_low_stock: (d) => ({ title: `${d.couponName} wird knapp`, body: `Noch ${d.left} von ${d.total}.` }),
  },
  ar: {
    points_credited: (d) => ({ title: `+${d.points} نقطة`, body: `${d.points} نقطة ${CREDIT_AR[d.reason]}.` }),
    report_rejected: (d) => ({ title: 'رُفض بلاغ الإرجاع الخاص بك', body: `السبب: ${d.reason}` }),
    credit_undone: (d) => ({ title: `استُرجعت ${d.points} نقطة`, body: `السبب: ${d.reason}` }),
    coupon_ends_soon: (d) => ({ title: `${d.couponName} ينتهي قريبًا`, body: `استخدمه قبل ${date(d.endsAt, 'ar-u-nu-latn')}.` }),
    event_tomorrow: (d) => ({ title: `${d.eventName} غدًا`, body: `تبدأ ${date(d.startsAt, 'ar-u-nu-latn')}.` }),
    reports_waiting: (d) => ({ title: 'بلاغات إرجاع بانتظارك', body: d.count === 1 ? 'بلاغ إرجاع واحد بانتظار قرارك.' : `${d.count} بلاغات إرجاع بانتظار قرارك.` }),
    coupon_low_stock: (d) => ({ title: `${d.couponName} على وشك النفاد`, body: `تبقّى ${d.left} من ${d.total}.` }),
  },
};

export function notificationWords(data: NotificationData, language: NotificationLocale): { title: string; body: string } {
  const say = WORDS[language][data.kind] as (d: NotificationData) => { title: string; body: string };
  return say(data);
}
