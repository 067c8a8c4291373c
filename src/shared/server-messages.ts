// Every sentence the API answers to a person, with a stable id. A failure answers
// the id as `code` beside the English `message` (and the `values` filled in), so the client
// shows it in the person's language from its catalogue (client/lib/api/answer-sentence.ts).
// The /*i18n*/ mark lets Lingui's extractor find these without macros (the server is not built
// with Babel): the catalogues' msgid is the id. Ids never change when the wording does.
// Sentences are number-neutral or come in a "one" and an "other" form picked by the server, so
// no ICU plurals: the server fills `{name}` placeholders with fillMessage and nothing else.

export interface ServerMessage {
  readonly id: string;
  readonly message: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export const SERVER_MESSAGES = {
  // The request itself
  requestInvalid: /*i18n*/ { id: 'request.invalid', message: 'The request is not valid.' },
  bodyTooLarge: /*i18n*/ { id: 'request.body-too-large', message: 'The request body is too large.' },
  mediaType: /*i18n*/ { id: 'request.media-type', message: 'This content type is not accepted: send JSON or multipart form data.' },
  emptyJson: /*i18n*/ { id: 'request.empty-json', message: 'The JSON body is empty.' },
  invalidJson: /*i18n*/ { id: 'request.invalid-json', message: 'The body is not valid JSON.' },
  contentLength: /*i18n*/ { id: 'request.content-length', message: 'The Content-Length header does not match the body.' },
  valueOutOfRange: /*i18n*/ { id: 'request.value-out-of-range', message: 'A value in the request is out of range or not valid.' },
  alreadyExists: /*i18n*/ { id: 'request.already-exists', message: 'This already exists.' },
  missingReference: /*i18n*/ { id: 'request.missing-reference', message: 'The request refers to a record that does not exist.' },
  headersTooLarge: /*i18n*/ { id: 'request.headers-too-large', message: 'The request headers or the address are too long.' },
  requestTimeout: /*i18n*/ { id: 'request.timeout', message: 'The request took too long to arrive.' },
  unreadableRequest: /*i18n*/ { id: 'request.unreadable', message: 'The request could not be read.' },
  tooManyRequests: /*i18n*/ { id: 'request.too-many', message: 'Too many requests. Please try again later.' },
  noRoute: /*i18n*/ { id: 'request.no-route', message: 'Nothing here: {method} {path} does not exist.' },
  badCursor: /*i18n*/ { id: 'paging.bad-cursor', message: '{field} is not a cursor this list gave: start again from the first page.' },
  serverError: /*i18n*/ { id: 'server.error', message: 'Something went wrong on our side. Please try again in a moment.' },
  // Answered by the load balancer when no API process is alive (src/server/deploy/haproxy-api.cfg).
  serverNotAnswering: /*i18n*/ { id: 'server.not-answering', message: 'Rebox is not answering right now. Please try again in a moment.' },
  serverTooSlow: /*i18n*/ { id: 'server.too-slow', message: 'Rebox took too long to answer. Please try again in a moment.' },
  databaseAway: /*i18n*/ { id: 'database.away', message: 'The database is not answering right now. Please try again in a moment.' },
  diskFull: /*i18n*/ { id: 'database.disk-full', message: "Rebox cannot store data right now: the server's disk is full. Please try again later." },
  idempotencyBadKey: /*i18n*/ { id: 'idempotency.bad-key', message: 'Idempotency-Key must be 1 to 200 visible ASCII characters.' },
  idempotencyInProgress: /*i18n*/ { id: 'idempotency.in-progress', message: 'A request with this Idempotency-Key is still being processed. Please try again.' },
  idempotencyKeyReused: /*i18n*/ { id: 'idempotency.key-reused', message: 'This Idempotency-Key was already used for a different request.' },

  // Forms and uploads
  fileTooLarge: /*i18n*/ { id: 'upload.file-too-large', message: 'The file is larger than 5 MB.' },
  tooManyParts: /*i18n*/ { id: 'form.too-many-parts', message: 'The form has too many parts.' },
  oneFileAtATime: /*i18n*/ { id: 'form.one-file', message: 'Send one file at a time.' },
  tooManyFields: /*i18n*/ { id: 'form.too-many-fields', message: 'The form has too many fields.' },
  notMultipart: /*i18n*/ { id: 'form.not-multipart', message: 'Send this form as multipart/form-data.' },
  unexpectedFile: /*i18n*/ { id: 'form.unexpected-file', message: 'Unexpected file field {field}: send the image as {expected}.' },
  fieldTooLong: /*i18n*/ { id: 'form.field-too-long', message: 'The field {field} is too long.' },
  fieldTwice: /*i18n*/ { id: 'form.field-twice', message: '{field} was sent more than once.' },
  formUnreadable: /*i18n*/ { id: 'form.unreadable', message: 'The form could not be read: it is incomplete or malformed. Please send it again.' },
  imageTooLarge: /*i18n*/ { id: 'image.too-large', message: 'The {field} is larger than 5 MB.' },
  imageWrongType: /*i18n*/ { id: 'image.wrong-type', message: 'The {field} must be a PNG, JPEG, WebP or GIF image.' },
  imageUnreadable: /*i18n*/ { id: 'image.unreadable', message: 'The {field} could not be read as an image.' },
  noSuchImage: /*i18n*/ { id: 'image.not-found', message: 'There is no such image.' },
  bannerRequired: /*i18n*/ { id: 'upload.banner-required', message: 'banner is required: attach a PNG, JPEG, WebP or GIF image.' },

  // Signing in and sessions
  loginRequired: /*i18n*/ { id: 'auth.login-required', message: 'Please log in to continue.' },
  notAllowed: /*i18n*/ { id: 'auth.not-allowed', message: 'You are not allowed to do this.' },
  roleNotAllowed: /*i18n*/ { id: 'auth.role-not-allowed', message: 'Your role is not allowed to do this.' },
  sessionExpired: /*i18n*/ { id: 'auth.session-expired', message: 'Your session has expired. Please log in again.' },
  sessionEnded: /*i18n*/ { id: 'auth.session-ended', message: 'Your session has ended. Please log in again.' },
  accountInactive: /*i18n*/ { id: 'auth.account-inactive', message: 'This account is no longer active.' },
  loginFailed: /*i18n*/ { id: 'auth.login-failed', message: 'The email or password is incorrect.' },
  accountDeactivated: /*i18n*/ { id: 'auth.account-deactivated', message: 'This account has been deactivated. Contact Rebox support.' },
  resetLinkInvalid: /*i18n*/ { id: 'auth.reset-link-invalid', message: 'This reset link no longer works: it was used, a newer one was sent, or it expired. Ask for a new link.' },
  tooManyRegistrations: /*i18n*/ { id: 'auth.too-many-registrations', message: 'Too many new accounts from this address. Please try again in {minutes} minutes.' },
  tooManyRegistrationsMinute: /*i18n*/ { id: 'auth.too-many-registrations-minute', message: 'Too many new accounts from this address. Please try again in {minutes} minute.' },
  tooManyLogins: /*i18n*/ { id: 'auth.too-many-logins', message: 'Too many login attempts. Please try again in {minutes} minutes.' },
  tooManyLoginsMinute: /*i18n*/ { id: 'auth.too-many-logins-minute', message: 'Too many login attempts. Please try again in {minutes} minute.' },
  tooManyResetRequests: /*i18n*/ { id: 'auth.too-many-reset-requests', message: 'Too many reset requests. Please try again in {minutes} minutes.' },
  tooManyResetRequestsMinute: /*i18n*/ { id: 'auth.too-many-reset-requests-minute', message: 'Too many reset requests. Please try again in {minutes} minute.' },
  tooManyResetAttempts: /*i18n*/ { id: 'auth.too-many-reset-attempts', message: 'Too many reset attempts. Please try again in {minutes} minutes.' },
  tooManyResetAttemptsMinute: /*i18n*/ { id: 'auth.too-many-reset-attempts-minute', message: 'Too many reset attempts. Please try again in {minutes} minute.' },

  // Accounts and users
  onlyOwnAccount: /*i18n*/ { id: 'account.only-own', message: 'You can only change your own account.' },
  onlyOwnProfile: /*i18n*/ { id: 'account.only-own-profile', message: 'You can only see your own profile.' },
  noAccountWithId: /*i18n*/ { id: 'account.not-found-id', message: 'There is no account with id {id}.' },
  noSuchAccount: /*i18n*/ { id: 'account.not-found', message: 'There is no such account.' },
  accountInviteMailFailed: /*i18n*/ { id: 'account.invite-mail-failed', message: 'The account was created, but the invitation to {email} could not be sent: they can choose a password with Forgot password on the login page.' },
  emailTaken: /*i18n*/ { id: 'account.email-taken', message: 'An account with this email already exists.' },
  currentPasswordRequired: /*i18n*/ { id: 'account.current-password-required', message: 'currentPassword is required to change your password.' },
  currentPasswordWrong: /*i18n*/ { id: 'account.current-password-wrong', message: 'currentPassword: your current password is not correct.' },
  passwordNotCurrent: /*i18n*/ { id: 'account.password-not-current', message: 'password: this is not your current password.' },
  passwordIsEmail: /*i18n*/ { id: 'account.password-is-email', message: 'password must not be your email' },
  passwordUnchanged: /*i18n*/ { id: 'account.password-unchanged', message: 'password: choose a password different from your current one' },
  accountNotCreated: /*i18n*/ { id: 'account.not-created', message: 'Could not create the account right now. Please try again.' },
  noUserWithId: /*i18n*/ { id: 'users.not-found', message: 'There is no user with id {id}.' },
  profileNothingToUpdate: /*i18n*/ { id: 'users.profile-nothing-to-update', message: 'Nothing to update: send a name or a profile_image.' },
  userNothingToUpdate: /*i18n*/ { id: 'users.nothing-to-update', message: 'Nothing to update: send name, email, role, active or pointsAdjustment.' },
  ownRole: /*i18n*/ { id: 'users.own-role', message: 'You cannot change your own role.' },
  deactivateSelf: /*i18n*/ { id: 'users.deactivate-self', message: 'You cannot deactivate your own account.' },
  deleteSelf: /*i18n*/ { id: 'users.delete-self', message: 'You cannot delete your own account.' },
  balanceBelowZero: /*i18n*/ { id: 'users.balance-below-zero', message: 'This would take the balance below zero: {name} has {points} points.' },
  managesOnlyBelow: /*i18n*/ { id: 'users.manages-only-below', message: 'Only a super admin can create, change or delete an admin or super admin account.' },

  // Points
  noSelfCredit: /*i18n*/ { id: 'points.no-self-credit', message: 'Nobody can credit or adjust their own points.' },
  onlyRecyclersEarn: /*i18n*/ { id: 'points.only-recyclers', message: '{name} is not a recycler: only recyclers earn points.' },
  accountClosedNoCredit: /*i18n*/ { id: 'points.account-closed', message: 'This account was deleted or deactivated: it cannot receive points.' },
  currentPasswordForEmail: /*i18n*/ { id: 'account.current-password-for-email', message: 'currentPassword: enter your current password to change your email.' },
  emailUndoLinkInvalid: /*i18n*/ { id: 'account.email-undo-invalid', message: 'This link no longer works: it was used or it is more than 7 days old.' },
  emailUndoAddressTaken: /*i18n*/ { id: 'account.email-undo-taken', message: '{email} now belongs to another account, so it cannot be put back. Ask an admin for help.' },
  emailChangeUndone: /*i18n*/ { id: 'account.email-change-undone', message: 'Your old email is back and every device is signed out. Log in with it, or choose a new password if someone else knew yours.' },
  limitBoxesPerReturn: /*i18n*/ { id: 'limits.boxes-per-return', message: 'One return may hold at most {max} boxes (the limit per return): record the rest as a second return, or ask a super admin to raise the limit.' },
  limitRecyclerPerDay: /*i18n*/ { id: 'limits.recycler-per-day', message: '{name} has reached the daily limit of {max} points from returns: record the rest tomorrow, or ask a super admin to raise the limit.' },
  limitStaffPerDay: /*i18n*/ { id: 'limits.staff-per-day', message: 'You have reached your daily limit of {max} points credited: the rest can be credited tomorrow, or ask a super admin to raise the limit.' },
  returnRepeat: /*i18n*/ { id: 'returns.repeat', message: 'You recorded {boxes} boxes for {name} here less than a minute ago. Record it again?' },
  attendanceNotHeld: /*i18n*/ { id: 'events.attendance-not-held', message: 'The attendance of {name} is not waiting for a confirmation.' },
  eventStartsInPast: /*i18n*/ { id: 'events.starts-in-past', message: 'startsAt must not be in the past: an event is made before it starts.' },
  attendanceHeldForAdmin: /*i18n*/ { id: 'events.attendance-held', message: 'Marked attended. This event started within an hour of its creation, so an admin confirms the attendance before its points are credited.' },
  boxesNoClient: /*i18n*/ { id: 'boxes.no-client', message: 'Your account belongs to no client, so it has no boxes: ask an admin to attach it to one.' },
  boxesOtherClient: /*i18n*/ { id: 'boxes.other-client', message: 'These are another client’s boxes.' },
  noBatchWithId: /*i18n*/ { id: 'boxes.no-batch', message: 'There is no batch of boxes with the id {id}.' },
  noBoxWithCode: /*i18n*/ { id: 'boxes.no-box', message: 'There is no Rebox box with the code {code}.' },
  boxCodesRequired: /*i18n*/ { id: 'boxes.codes-required', message: 'Scan or type the boxes’ codes: counting boxes without their codes is turned off.' },
  boxesPosted: /*i18n*/ { id: 'boxes.posted', message: 'Posted: each box is credited to you when the depot collects it.' },
  noBoxPosted: /*i18n*/ { id: 'boxes.none-posted', message: 'None of these boxes can be posted back: see the reason beside each code.' },
  postReturnNotDecided: /*i18n*/ { id: 'boxes.post-not-decided', message: 'A return by post is credited when the depot collects its boxes: nobody confirms, rejects or undoes it.' },
  noBoxCredited: /*i18n*/ { id: 'boxes.none-credited', message: 'None of these boxes can be credited: see the reason beside each code.' },
  notEnoughPointsForThis: /*i18n*/ { id: 'points.not-enough', message: 'Not enough points for this.' },
  undoTooLate: /*i18n*/ { id: 'undo.too-late', message: 'The time to undo this has passed ({minutes} minutes).' },

  // Stores
  noStoreWithId: /*i18n*/ { id: 'stores.not-found', message: 'There is no store with id {id}.' },
  storeOfOtherBusiness: /*i18n*/ { id: 'stores.other-business', message: 'This store belongs to another business.' },
  storeOwnerRequired: /*i18n*/ { id: 'stores.owner-required', message: 'ownerId: say which business user owns the new store' },
  storeOwnerRole: /*i18n*/ { id: 'stores.owner-role', message: 'Stores belong to business users: pick a BUSINESS_USER account as owner.' },
  notAnAssignableClerk: /*i18n*/ { id: 'stores.not-an-assignable-clerk', message: '{email} is not a store manager of this business: invite them by email instead.' },
  clerkEmailTaken: /*i18n*/ { id: 'stores.clerk-email-taken', message: '{email} already has a Rebox account that is not a store manager of this business: invite the clerk with another email.' },
  inviteMailFailed: /*i18n*/ { id: 'stores.invite-mail-failed', message: 'The invitation to {email} could not be sent: try again in a minute.' },
  alreadyManages: /*i18n*/ { id: 'stores.already-manages', message: '{name} already manages this store.' },
  doesNotManage: /*i18n*/ { id: 'stores.does-not-manage', message: 'This person does not manage this store.' },
  notManagerOfStore: /*i18n*/ { id: 'stores.not-your-store', message: 'You are not a manager of this store.' },

  // Returns
  noRecyclerWithCode: /*i18n*/ { id: 'returns.no-recycler-code', message: 'There is no recycler with the code {code}.' },
  noRecyclerWithId: /*i18n*/ { id: 'returns.no-recycler-id', message: 'There is no recycler with id {id}.' },
  storeDeactivated: /*i18n*/ { id: 'returns.store-deactivated', message: '{store} is deactivated: returns cannot be recorded there.' },
  returnStoreRequired: /*i18n*/ { id: 'returns.store-required', message: 'storeId: say at which of your stores the boxes came back' },
  noReturnWithId: /*i18n*/ { id: 'returns.not-found', message: 'There is no return with id {id}.' },
  returnNotAtYourStore: /*i18n*/ { id: 'returns.not-your-store', message: 'This return was not reported at one of your stores.' },
  returnNotAtManagedStore: /*i18n*/ { id: 'returns.not-managed-store', message: 'This return was not reported at a store you manage.' },
  returnAlreadyPending: /*i18n*/ { id: 'returns.already-pending', message: 'This return was already pending.' },
  returnAlreadyConfirmed: /*i18n*/ { id: 'returns.already-confirmed', message: 'This return was already confirmed.' },
  returnAlreadyRejected: /*i18n*/ { id: 'returns.already-rejected', message: 'This return was already rejected.' },
  returnAlreadyReversed: /*i18n*/ { id: 'returns.already-reversed', message: 'This return was already reversed.' },
  returnAlreadyDecided: /*i18n*/ { id: 'returns.already-decided', message: 'This return was already decided.' },
  tooManyPendingReturns: /*i18n*/ { id: 'returns.too-many-pending', message: 'You have {max} returns waiting for confirmation; report more once staff have checked them.' },
  undoPendingReturn: /*i18n*/ { id: 'returns.undo-pending', message: 'Only a credited return can be undone; this one is pending.' },
  undoRejectedReturn: /*i18n*/ { id: 'returns.undo-rejected', message: 'Only a credited return can be undone; this one is rejected.' },
  undoReversedReturn: /*i18n*/ { id: 'returns.undo-reversed', message: 'Only a credited return can be undone; this one is reversed.' },
  returnUndoNotYours: /*i18n*/ { id: 'returns.undo-not-yours', message: 'Only the person who credited this return can undo it.' },
  returnPointsSpent: /*i18n*/ { id: 'returns.points-spent', message: 'Cannot undo: the recycler has already spent these points.' },

  // Clients
  noClientWithId: /*i18n*/ { id: 'clients.not-found', message: 'There is no client with id {id}.' },
  notADistributor: /*i18n*/ { id: 'clients.not-a-distributor', message: 'User {userId} is not a distributor: only DISTRIBUTOR accounts can be attached here.' },
  notABusinessUser: /*i18n*/ { id: 'clients.not-a-business-user', message: 'User {userId} is not a business user: only BUSINESS_USER accounts can be attached here.' },
  notDistributorOfClient: /*i18n*/ { id: 'clients.not-distributor-of-client', message: 'User {userId} is not a distributor of client {clientId}.' },
  notBusinessUserOfClient: /*i18n*/ { id: 'clients.not-business-user-of-client', message: 'User {userId} is not a business user of client {clientId}.' },

  // Events and participants
  unknownInvite: /*i18n*/ { id: 'events.unknown-invite', message: 'This invite link does not match any event. Ask the organiser for a new link.' },
  noEventWithId: /*i18n*/ { id: 'events.not-found', message: 'There is no event with id {id}.' },
  eventOfOtherManager: /*i18n*/ { id: 'events.other-manager', message: 'This event belongs to another event manager.' },
  eventRewardTooHigh: /*i18n*/ { id: 'events.reward-too-high', message: 'pointsReward must be at most {max}: the most an event may credit, set by the super admin' },
  eventEndsBeforeStart: /*i18n*/ { id: 'events.ends-before-start', message: 'endsAt must be after startsAt' },
  capacityBelowJoined: /*i18n*/ { id: 'events.capacity-below-joined', message: 'capacity: {count} people have already joined; the capacity cannot be lower' },
  eventEnded: /*i18n*/ { id: 'events.ended', message: 'This event has already ended.' },
  eventFull: /*i18n*/ { id: 'events.full', message: 'This event is full.' },
  attendanceNotOpen: /*i18n*/ { id: 'events.attendance-not-open', message: 'Attendance opens when the event starts.' },
  attendanceClosed: /*i18n*/ { id: 'events.attendance-closed', message: 'Attendance closed {days} days after the event ended.' },
  notJoined: /*i18n*/ { id: 'participants.not-joined', message: 'User {userId} has not joined this event.' },
  attendedStays: /*i18n*/ { id: 'participants.attended-stays', message: '{name} attended and was credited; attendance stays on record.' },
  removedYou: /*i18n*/ { id: 'participants.removed-you', message: 'The organiser removed you from this event.' },
  alreadyJoined: /*i18n*/ { id: 'participants.already-joined', message: 'You have already joined this event.' },
  participantRemoved: /*i18n*/ { id: 'participants.removed', message: '{name} was removed from this event.' },
  notAttended: /*i18n*/ { id: 'participants.not-attended', message: '{name} is not marked as attended.' },
  attendanceUndoNotYours: /*i18n*/ { id: 'participants.undo-not-yours', message: 'Only the person who marked this attendance can undo it.' },
  attendancePointsSpent: /*i18n*/ { id: 'participants.points-spent', message: 'Cannot undo: {name} has already spent these points.' },

  // Coupons, companies and redeeming
  noCompanyWithId: /*i18n*/ { id: 'companies.not-found', message: 'There is no coupon company with id {id}.' },
  companyNameTaken: /*i18n*/ { id: 'companies.name-taken', message: 'A coupon company named {name} already exists.' },
  companyNothingToUpdate: /*i18n*/ { id: 'companies.nothing-to-update', message: 'Nothing to update: send a companyName or a banner.' },
  noCouponWithId: /*i18n*/ { id: 'coupons.not-found', message: 'There is no coupon with id {id}.' },
  couponNothingToUpdate: /*i18n*/ { id: 'coupons.nothing-to-update', message: 'Nothing to update: send at least one field or a banner.' },
  poolTooBig: /*i18n*/ { id: 'coupons.pool-too-big', message: 'codePool can hold at most {max} codes at a time.' },
  poolCodeTooLong: /*i18n*/ { id: 'coupons.pool-code-too-long', message: 'codePool: the code {code}… is longer than 100 characters.' },
  poolCodeTwice: /*i18n*/ { id: 'coupons.pool-code-twice', message: 'codePool has the code {code} twice.' },
  poolCodeTaken: /*i18n*/ { id: 'coupons.pool-code-taken', message: "codePool: the code {code} is already in this coupon's pool." },
  validUntilOrder: /*i18n*/ { id: 'coupons.valid-until-order', message: 'validUntil must be after validFrom.' },
  couponNotYet: /*i18n*/ { id: 'redeem.not-yet', message: 'This coupon is not available yet.' },
  couponExpired: /*i18n*/ { id: 'redeem.expired', message: 'This coupon has expired.' },
  outOfStock: /*i18n*/ { id: 'redeem.out-of-stock', message: 'This coupon is out of stock.' },
  redeemedOnce: /*i18n*/ { id: 'redeem.limit-once', message: 'You have already redeemed this coupon once, the most allowed.' },
  redeemedTimes: /*i18n*/ { id: 'redeem.limit-times', message: 'You have already redeemed this coupon {limit} times, the most allowed.' },
  notEnoughPoint: /*i18n*/ { id: 'redeem.not-enough-point', message: 'You need {missing} more point to redeem this coupon.' },
  notEnoughPoints: /*i18n*/ { id: 'redeem.not-enough-points', message: 'You need {missing} more points to redeem this coupon.' },
  redeemOwnAccountOnly: /*i18n*/ { id: 'redeem.own-account-only', message: 'You can only redeem coupons for your own account.' },

  // Notifications
  pushEndpointNotHttps: /*i18n*/ { id: 'notifications.endpoint-not-https', message: 'endpoint must be an https address of a push service.' },
  pushEndpointPrivate: /*i18n*/ { id: 'notifications.endpoint-private', message: 'endpoint must be a public push service: this address is on a private or local network.' },
  pushEndpointUnknownHost: /*i18n*/ { id: 'notifications.endpoint-unknown-host', message: "endpoint's host could not be found." },
  pushSubscriptionUnknown: /*i18n*/ { id: 'notifications.subscription-unknown', message: 'This device is not subscribed to push notifications.' },

  // Done: what a person is told after it worked (success answers carry the code too)
  welcome: /*i18n*/ { id: 'auth.welcome', message: 'Welcome to Rebox! Your account is ready.' },
  resetRequested: /*i18n*/ { id: 'auth.reset-requested', message: 'If an account uses this email, a link to choose a new password is on its way. It works for 30 minutes.' },
  passwordResetDone: /*i18n*/ { id: 'auth.password-reset-done', message: 'Your new password is set. You are signed in.' },
  signedOutEverywhere: /*i18n*/ { id: 'auth.signed-out-everywhere', message: 'You are signed out on every device.' },
  accountUpdated: /*i18n*/ { id: 'account.updated', message: 'Your account was updated.' },
  accountDeleted: /*i18n*/ { id: 'account.deleted', message: 'Your account was deleted.' },
  profileUpdated: /*i18n*/ { id: 'profile.updated', message: 'Your profile was updated.' },
  joinedEvent: /*i18n*/ { id: 'participants.joined', message: 'You have joined the event' },
} as const satisfies Record<string, ServerMessage>;

/**
 * The code of an answer whose sentence is not in SERVER_MESSAGES (operators' endpoints: health,
 * metrics): no catalogue has it, so every client shows the English sentence as it came.
 */
export const UNTRANSLATED_CODE = 'untranslated';

/** "There is no user with id {id}." with { id: 7 } → "There is no user with id 7." */
export function fillMessage(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
