import { fromPromise } from 'xstate';
import { adminBannersMachine } from '../../../../machines/admin-banners';
import { AdminBannersContext, AdminBannersPage } from './AdminBannersPage';
import {
  listStaffBanners,
  listStaffMajorEvents,
  orderHomeBanners,
  removeHomeBanner,
  saveHomeBanner,
} from './api';

const liveMachine = adminBannersMachine.provide({
  actors: {
    loadBanners: fromPromise(async ({ signal }) => {
      const [banners, majors] = await Promise.all([listStaffBanners(signal), listStaffMajorEvents(signal)]);
      return { banners, majors };
    }),
    saveBanner: fromPromise(({ input, signal }) => saveHomeBanner(input, signal)),
    orderBanners: fromPromise(({ input, signal }) => orderHomeBanners(input.ids, signal)),
    removeBanner: fromPromise(({ input, signal }) => removeHomeBanner(input.id, signal)),
  },
});

/** /admin/banners: the home carousel's banners (content editors and league admins; the server checks every call). */
export function Component() {
  return (
    <AdminBannersContext.Provider logic={liveMachine}>
      <AdminBannersPage />
    </AdminBannersContext.Provider>
  );
}
