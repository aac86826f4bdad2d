/**
 * notificacoes (docs/product/calls.md#shell-calls; docs/product/calculation.md#screens, docs/product/calculation.md#records): the caller's notification records, newest first, at most
 * NOTIFICATION_LIST_MAX of them, with the unread count (the badge) and the total. Every user gets shares
 * received and not read, general messages addressed to them, the recent link and unlink events others made
 * to their company links, pending contact requests and, for company managers, the link requests awaiting
 * their answer, invitations waiting for them and the notices of decisions about them;
 * administrators also get pending premium requests, feeds sent for review, sponsorship
 * requests, new accounts, company change requests and unread error reports (docs/decisions/notifications.md,
 * admin-screens.md).
 */
import { LINK_EVENT_DAYS, NOTICE_DAYS, NOTIFICATION_LIST_MAX, RECENT_SIGNUP_DAYS } from '@cocho/contracts';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import { isAdministratorRecord } from '../../auth/roles';
import type { Database } from '../../db/schema';
import { findCompanyChangeNotifications } from '../company-change-notifications';
import { messageReaderOf } from '../message-reader';
import {
  contactRequestNotification,
  errorReportNotification,
  invitationNotification,
  linkEventNotification,
  linkRequestNotification,
  messageNotification,
  newUserNotification,
  noticeNotification,
  pendingFeedNotification,
  premiumRequestNotification,
  shareNotification,
  sponsorshipRequestNotification,
} from '../notification-wire';
import {
  findContactRequests,
  findInvitations,
  findLinkEvents,
  findLinkRequests,
  findMessages,
  findNewUserNotifications,
  findNotices,
  findPendingFeedNotifications,
  findPendingPremiumRequests,
  findReadWatermark,
  findSponsorshipRequests,
  findUnreadErrorReports,
  findUnreadShares,
} from '../repository';

type Part = { list: TNotification[]; total: number; unread: number };

const DAY_MS = 86_400_000;

async function findAdministratorParts(db: Kysely<Database>, user: SignedInUser, now: Date): Promise<Part[]> {
  const limit = NOTIFICATION_LIST_MAX;
  const [feedsReadUpTo, usersReadUpTo] = await Promise.all([
    findReadWatermark(db, user.id, 'alimentos'),
    findReadWatermark(db, user.id, 'usuarios'),
  ]);
  const recentSince = new Date(now.getTime() - RECENT_SIGNUP_DAYS * DAY_MS).toISOString();
  const [premium, feeds, sponsorships, users, reports] = await Promise.all([
    findPendingPremiumRequests(db, user.id, limit),
    findPendingFeedNotifications(db, feedsReadUpTo, limit),
    // notificacoes/alimentoLido reads the whole feeds tab: sent feeds and sponsorship requests alike.
    findSponsorshipRequests(db, feedsReadUpTo, limit),
    findNewUserNotifications(db, user.id, usersReadUpTo, recentSince, limit),
    findUnreadErrorReports(db, limit),
  ]);
  const companyChanges = await findCompanyChangeNotifications(db, user.id);
  return [
    { ...premium, list: premium.rows.map(premiumRequestNotification) },
    companyChanges,
    { ...feeds, list: feeds.rows.map((row) => pendingFeedNotification(row, feedsReadUpTo)) },
    {
      ...sponsorships,
      list: sponsorships.rows.map((row) => sponsorshipRequestNotification(row, feedsReadUpTo)),
    },
    { ...users, list: users.rows.map((row) => newUserNotification(row, usersReadUpTo)) },
    { ...reports, list: reports.rows.map(errorReportNotification) },
  ];
}

export async function findNotifications(
  db: Kysely<Database>,
  user: SignedInUser,
  now: Date,
): Promise<TNotificationList> {
  const limit = NOTIFICATION_LIST_MAX;
  const linkEventsSince = new Date(now.getTime() - LINK_EVENT_DAYS * DAY_MS).toISOString();
  const noticesSince = new Date(now.getTime() - NOTICE_DAYS * DAY_MS).toISOString();
  const [invitations, notices] = await Promise.all([
    findInvitations(db, user.id, limit),
    findNotices(db, user.id, noticesSince, limit),
  ]);
  const [shares, messages, linkEvents, linkRequests, contactRequests, adminParts] = await Promise.all([
    findUnreadShares(db, user.id, limit),
    findMessages(db, messageReaderOf(user), limit),
    findLinkEvents(db, user.id, linkEventsSince, limit),
    findLinkRequests(db, user.id, limit),
    findContactRequests(db, user.id, limit),
    isAdministratorRecord(user) ? findAdministratorParts(db, user, now) : Promise.resolve([]),
  ]);
  const parts: Part[] = [
    { ...shares, list: shares.rows.map(shareNotification) },
    { ...messages, list: messages.rows.map(messageNotification) },
    { ...linkEvents, list: linkEvents.rows.map(linkEventNotification) },
    { ...linkRequests, list: linkRequests.rows.map(linkRequestNotification) },
    { ...contactRequests, list: contactRequests.rows.map(contactRequestNotification) },
    { ...invitations, list: invitations.rows.map(invitationNotification) },
    {
      ...notices,
      list: notices.rows.map(noticeNotification).filter((item) => item !== undefined),
    },
    ...adminParts,
  ];
  const list = parts
    .flatMap((part) => part.list)
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    .slice(0, limit);
  return {
    count: parts.reduce((sum, part) => sum + part.unread, 0),
    total: parts.reduce((sum, part) => sum + part.total, 0),
    list,
  };
}
