/*
 * The league office's calls (issue 34), declared as endpoints.ts declares the site's: only the office's pages
 * import this file, so none of it is in the public pages' first load.
 */

// The staff queues: avatars waiting for approval, and manual ticket and voucher transfers.
export const listPendingAvatars = {
  method: 'GET',
  path: '/umbraco/api/Membership/PendingAvatars',
  auth: 'admin',
} as const;
export const reviewAvatar = {
  method: 'POST',
  path: '/umbraco/api/Membership/ReviewAvatar',
  auth: 'admin',
} as const;
export const pendingChangeRequests = {
  method: 'GET',
  path: '/umbraco/api/staff/changeRequests',
  auth: 'admin',
} as const;
export const respondChangeRequest = {
  method: 'POST',
  path: '/umbraco/api/staff/respondChangeRequest',
  auth: 'admin',
} as const;

// The league office (issue 34): roles and the audit trail, for league admins.
export const listStaff = {
  method: 'GET',
  path: '/umbraco/api/Admin/Staff',
  auth: 'admin',
} as const;
export const setStaffRole = {
  method: 'POST',
  path: '/umbraco/api/Admin/SetRole',
  auth: 'admin',
} as const;
export const setStaffVenues = {
  method: 'POST',
  path: '/umbraco/api/Admin/SetVenues',
  auth: 'admin',
} as const;
export const staffAudit = {
  method: 'GET',
  path: '/umbraco/api/Admin/Audit',
  auth: 'admin',
} as const;
export const staffAuditCsv = {
  method: 'GET',
  path: '/umbraco/api/Admin/AuditCsv',
  auth: 'admin',
} as const;
// The staff queues (issue 34): account deletion requests, for league admins.
export const listDeleteRequests = {
  method: 'GET',
  path: '/umbraco/api/Admin/DeleteRequests',
  auth: 'admin',
} as const;
export const verifyDeleteRequest = {
  method: 'POST',
  path: '/umbraco/api/Admin/VerifyDeleteRequest',
  auth: 'admin',
} as const;
export const eraseDeleteRequest = {
  method: 'POST',
  path: '/umbraco/api/Admin/EraseDeleteRequest',
  auth: 'admin',
} as const;
// The staff queues (issue 34): refunds of ticket purchases, for league admins.
export const listRefundablePurchases = {
  method: 'GET',
  path: '/umbraco/api/Admin/Purchases',
  auth: 'admin',
} as const;
export const refundPurchase = {
  method: 'POST',
  path: '/umbraco/api/Admin/RefundPurchase',
  auth: 'admin',
} as const;

// The league office's news (issue 34): content editors and league admins.
export const listStaffNews = {
  method: 'GET',
  path: '/umbraco/api/Admin/News',
  auth: 'editor',
} as const;
export const getStaffArticle = {
  method: 'GET',
  path: '/umbraco/api/Admin/NewsArticle',
  auth: 'editor',
} as const;
export const saveNewsArticle = {
  method: 'POST',
  path: '/umbraco/api/Admin/SaveNewsArticle',
  auth: 'editor',
} as const;
export const previewNewsArticle = {
  method: 'POST',
  path: '/umbraco/api/Admin/PreviewNewsArticle',
  auth: 'editor',
} as const;
export const uploadNewsImage = {
  method: 'POST',
  path: '/umbraco/api/Admin/NewsArticleImage',
  auth: 'editor',
} as const;

// The league office's About pages (issue 34): content editors and league admins.
export const listStaffPages = {
  method: 'GET',
  path: '/umbraco/api/Admin/Pages',
  auth: 'editor',
} as const;
export const getStaffPage = {
  method: 'GET',
  path: '/umbraco/api/Admin/Page',
  auth: 'editor',
} as const;
export const saveAboutPage = {
  method: 'POST',
  path: '/umbraco/api/Admin/SavePage',
  auth: 'editor',
} as const;
export const previewAboutPage = {
  method: 'POST',
  path: '/umbraco/api/Admin/PreviewPage',
  auth: 'editor',
} as const;

// The league office's major events (issue 34): content editors and league admins.
export const listStaffMajorEvents = {
  method: 'GET',
  path: '/umbraco/api/Admin/MajorEvents',
  auth: 'editor',
} as const;
export const getStaffMajorEvent = {
  method: 'GET',
  path: '/umbraco/api/Admin/MajorEvent',
  auth: 'editor',
} as const;
export const saveMajorEvent = {
  method: 'POST',
  path: '/umbraco/api/Admin/SaveMajorEvent',
  auth: 'editor',
} as const;
export const searchEventsToPick = {
  method: 'GET',
  path: '/umbraco/api/Admin/PickEvents',
  auth: 'editor',
} as const;

// The league office's home banners (issue 34): content editors and league admins.
export const listStaffBanners = {
  method: 'GET',
  path: '/umbraco/api/Admin/Banners',
  auth: 'editor',
} as const;
export const saveHomeBanner = {
  method: 'POST',
  path: '/umbraco/api/Admin/SaveBanner',
  auth: 'editor',
} as const;
export const orderHomeBanners = {
  method: 'POST',
  path: '/umbraco/api/Admin/OrderBanners',
  auth: 'editor',
} as const;
export const removeHomeBanner = {
  method: 'POST',
  path: '/umbraco/api/Admin/RemoveBanner',
  auth: 'editor',
} as const;

// The league office (issue 34): venues and their weekly games. Venue directors act on their own venues only (the
// service checks the venue scope); league admins on every venue, and only they open new venues.
export const adminListVenues = {
  method: 'GET',
  path: '/umbraco/api/Admin/Venues',
  auth: 'director',
} as const;
export const adminGetVenue = {
  method: 'GET',
  path: '/umbraco/api/Admin/Venue',
  auth: 'director',
} as const;
export const adminCreateVenue = {
  method: 'POST',
  path: '/umbraco/api/Admin/CreateVenue',
  auth: 'admin',
} as const;
export const adminUpdateVenue = {
  method: 'POST',
  path: '/umbraco/api/Admin/UpdateVenue',
  auth: 'director',
} as const;
export const adminVenueSchedule = {
  method: 'GET',
  path: '/umbraco/api/Admin/VenueSchedule',
  auth: 'director',
} as const;
export const adminCreateWeeklyGame = {
  method: 'POST',
  path: '/umbraco/api/Admin/CreateWeeklyGame',
  auth: 'director',
} as const;
export const adminUpdateWeeklyGame = {
  method: 'POST',
  path: '/umbraco/api/Admin/UpdateWeeklyGame',
  auth: 'director',
} as const;
export const adminDeleteWeeklyGame = {
  method: 'DELETE',
  path: '/umbraco/api/Admin/WeeklyGame',
  auth: 'director',
} as const;
export const adminChangeNight = {
  method: 'POST',
  path: '/umbraco/api/Admin/ChangeNight',
  auth: 'director',
} as const;

// The league office's event photos (issue 34): content editors and league admins for any event, a venue director
// for their own venues' events (the service checks the venue scope).
export const adminPhotoEvents = {
  method: 'GET',
  path: '/umbraco/api/Admin/PhotoEvents',
  auth: 'staff',
} as const;
export const adminEventPhotos = {
  method: 'GET',
  path: '/umbraco/api/Admin/EventPhotos',
  auth: 'staff',
} as const;
export const uploadEventPhotos = {
  method: 'POST',
  path: '/umbraco/api/Admin/UploadEventPhotos',
  auth: 'staff',
} as const;
export const deleteEventPhoto = {
  method: 'DELETE',
  path: '/umbraco/api/Admin/EventPhoto',
  auth: 'staff',
} as const;
export const tagPhotoPlayer = {
  method: 'POST',
  path: '/umbraco/api/Admin/TagPhotoPlayer',
  auth: 'staff',
} as const;
export const untagPhotoPlayer = {
  method: 'DELETE',
  path: '/umbraco/api/Admin/PhotoPlayer',
  auth: 'staff',
} as const;
export const adminPhotoPlayers = {
  method: 'GET',
  path: '/umbraco/api/Admin/PhotoPlayers',
  auth: 'staff',
} as const;
